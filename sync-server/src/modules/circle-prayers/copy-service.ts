import { CIRCLE_LIMITS, type Prayer } from '@reign/contract';
import { HttpError } from '../../lib/http-error';
import { type CircleWrite, circleAudience } from '../circles';
import { queueAnsweredPush } from '../reminders';
import { idTaken } from '../user-data';
import { tombstoneMarksOf } from './circle-prayer-mark-repository';
import {
  type CopyContent,
  countLiveCopies,
  findCopyAsker,
  putCopy,
  tombstoneCopies,
} from './circle-prayer-repository';

// A shared request's copy in its circle: made when shared, following every change of the request,
// a tombstone (with its 'I prayed') when sharing stops, the request is deleted or its asker leaves.
// Each runs inside a write of the circle (`w`), in the asker's transaction when the asker writes.

export const circleLimit = (
  code: 'circlePrayer.tooManyShared' | 'circlePrayer.tooManyPrayed' | 'circlePrayer.full',
  limit: number,
) => new HttpError(409, { code, values: { limit } }, { code: 'circle_limit' });

/** 409 when the circle holds CIRCLE_LIMITS.prayersPerCircle shared requests already. */
export async function refuseAtCopyLimit(w: CircleWrite): Promise<void> {
  const limit = CIRCLE_LIMITS.prayersPerCircle;
  if ((await countLiveCopies(w.tx, w.circleId)) >= limit) throw circleLimit('circlePrayer.full', limit);
}

/** The circle's copy of the asker's request as the request is now (made, changed or made live again). */
export async function writeCopy(w: CircleWrite, askerId: number, prayer: Prayer): Promise<void> {
  const content: CopyContent = {
    id: prayer.id,
    title: prayer.title,
    details: prayer.details,
    forWhom: prayer.forWhom,
    category: prayer.category,
    status: prayer.status,
    answeredAt: prayer.answeredAt,
    testimony: prayer.testimony,
    createdAt: prayer.createdAt,
    updatedAt: prayer.updatedAt,
  };
  const copy = { ...content, askerId, anonymous: prayer.sharedAnonymously };
  const before = await findCopyAsker(w.tx, w.circleId, prayer.id);
  if (!(await putCopy(w.tx, w.circleId, copy, w.version))) throw idTaken();
  // answered while shared: the circle is told (a request shared already answered is not news)
  if (before && before.status !== 'answered' && prayer.status === 'answered') {
    const audience = await circleAudience(w.tx, w.circleId);
    if (!audience) return;
    await queueAnsweredPush(w.tx, {
      circle: audience.circle,
      memberIds: audience.memberIds.filter((id) => id !== askerId),
      prayerId: prayer.id,
      title: prayer.title,
      at: w.at,
    });
  }
}

/**
 * These requests, or every request these people shared (they leave the circle), stop being shared
 * with it: their copies and their 'I prayed' become tombstones. Answers whose requests those were,
 * whose own rows must say so too.
 */
export async function dropCopies(
  w: CircleWrite,
  of: { ids: readonly string[] } | { askerIds: readonly number[] },
): Promise<number[]> {
  const gone = await tombstoneCopies(w.tx, w.circleId, of, w.version, w.at);
  const ids = gone.map((c) => c.id);
  await tombstoneMarksOf(w.tx, w.circleId, ids, w.version, w.at);
  return [...new Set(gone.map((c) => c.askerId))].sort((a, b) => a - b);
}
