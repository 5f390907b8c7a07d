import type { CircleNoteArgs, CircleNoteDeleteArgs, CirclePrayArgs, CircleReadArgs } from '@reign/contract';
import type { ReignDb } from '../device/database';
import { getMeta } from '../device/meta';
import type { CircleCursors, RejectedMutation } from '../device/types';

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

/**
 * A day of the circle's plan read here (or not): the reader's row under its id (the same on each
 * of their devices), shown at once and offline; unread, it leaves this device at once.
 */
export async function readHere(db: ReignDb, a: CircleReadArgs, at: string): Promise<void> {
  if (!db.circleReadingMarks) return;
  const key: [string, string] = [a.circleId, a.id];
  if (!a.read) return db.circleReadingMarks.delete(key);
  if (await db.circleReadingMarks.get(key)) return;
  await db.circleReadingMarks.put({ ...mineOnADay(a), readAt: at });
}

/** A row of the person's own on a day of the plan, before the pull brings the server's (with their name). */
const mineOnADay = ({ id, circleId, readingId, day }: CircleReadArgs | CircleNoteArgs) => ({
  id,
  circleId,
  readingId,
  day,
  name: '',
  mine: true,
  version: 0,
});

/** A note left here on a day's reading, shown at once and offline, until the pull brings the server's. */
export async function noteHere(db: ReignDb, a: CircleNoteArgs, at: string): Promise<void> {
  if (!db.circleReadingNotes || (await db.circleReadingNotes.get([a.circleId, a.id]))) return;
  await db.circleReadingNotes.put({ ...mineOnADay(a), body: a.body, createdAt: at });
}

/** A note deleted here leaves this device at once. */
export async function unnoteHere(db: ReignDb, a: CircleNoteDeleteArgs): Promise<void> {
  await db.circleReadingNotes?.delete([a.circleId, a.id]);
}

/** The circle writes whose refusal 'Discard' settles here rather than as a row of the person's. */
export const CIRCLE_WRITES = [
  'circlePrayer.pray',
  'circleReading.read',
  'circleNote.write',
  'circleNote.delete',
];

/**
 * 'Discard' of a refused circle write: a row made here and not on the server leaves this device;
 * a removal refused (a day unread, a note deleted) brings the circle's rows back, by pulling the
 * circle from its start at the next flush.
 */
export async function discardCircleWrite(db: ReignDb, item: RejectedMutation): Promise<void> {
  if (item.name === 'circlePrayer.pray') return discardPrayedHere(db, item);
  const a = item.args as { circleId?: string; id?: string; read?: boolean };
  const key: [string, string] = [a.circleId ?? '', a.id ?? ''];
  const table = item.name === 'circleReading.read' ? db.circleReadingMarks : db.circleReadingNotes;
  const removal = item.name === 'circleNote.delete' || a.read === false;
  await db.transaction('rw', db.rejected, db.meta, table ?? db.rejected, async () => {
    if (removal) {
      const cursors = await getMeta<CircleCursors>(db, 'circleCursors', {});
      const { [a.circleId ?? '']: _again, ...rest } = cursors;
      await db.meta.put({ key: 'circleCursors', value: rest });
    } else if (table && (await table.get(key))?.version === 0) await table.delete(key);
    await db.rejected.delete(item.id);
  });
}
