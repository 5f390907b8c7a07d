import type { CirclePrayArgs } from '@reign/contract';
import type { ReignDb } from '../device/database';
import type { RejectedMutation } from '../device/types';

/**
 * An 'I prayed' tapped on this device (issue 52): the circle's mark row, mine, under the tap's id,
 * at the tap's time; version 0 until the circle's pull brings the server's. The same tap again
 * changes nothing; a database of an older build (no circle tables) keeps only the outbox entry.
 */
export async function markPrayedHere(db: ReignDb, a: CirclePrayArgs, at: string): Promise<void> {
  if (!db.circlePrayerMarks) return;
  if (await db.circlePrayerMarks.get([a.circleId, a.id])) return;
  await db.circlePrayerMarks.put({
    id: a.id,
    circleId: a.circleId,
    prayerId: a.prayerId,
    name: null,
    mine: true,
    prayedAt: at,
    version: 0,
  });
}

/**
 * 'Discard' of a refused 'I prayed' (the person left the circle, or the daily bound): its mark
 * leaves this device unless the server has it (the circle's pull then holds it).
 */
export async function discardPrayedHere(db: ReignDb, item: RejectedMutation): Promise<void> {
  const { circleId, id } = item.args as Partial<CirclePrayArgs>;
  await db.transaction('rw', db.rejected, db.circlePrayerMarks ?? db.rejected, async () => {
    const key: [string, string] = [circleId ?? '', id ?? ''];
    if (db.circlePrayerMarks && (await db.circlePrayerMarks.get(key))?.version === 0)
      await db.circlePrayerMarks.delete(key);
    await db.rejected.delete(item.id);
  });
}
