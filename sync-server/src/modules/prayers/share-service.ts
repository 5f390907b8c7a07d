import { CIRCLE_LIMITS, type Prayer } from '@reign/contract';
import { type PrayerShare, prayerAfterShare, shareProblem } from '@reign/domain';
import { HttpError } from '../../lib/http-error';
import { circleLimit, dropCopies, refuseAtCopyLimit, writeCopy } from '../circle-prayers';
import { enterCircle, memberOf } from '../circles';
import type { WriteContext } from '../user-data';
import { countSharedSince, markShared, prayerRows } from './prayer-repository';
import { lockOwnPrayer } from './prayer-service';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Shares the person's request with a circle they are in, with their name or without, or stops
 * sharing it (`circleId` null; always allowed). Their request says so (a version of theirs) and the
 * circle's copy follows (a version of the circle's), in one transaction of one account and one
 * circle: a request shared with one circle moves to another only after sharing stops (409).
 * Another's request is 404, a circle they are not in 404 as one not there; a new share counts
 * against CIRCLE_LIMITS.sharedPerDay and the circle's prayersPerCircle (409 `circle_limit`). A
 * request deleted meanwhile answers null (the delete wins); sharing as it is already changes nothing.
 */
export async function sharePrayer(ctx: WriteContext, id: string, share: PrayerShare): Promise<Prayer | null> {
  const stored = await lockOwnPrayer(ctx, id);
  if (stored.deleted) return null;
  if (shareProblem(stored, share)) throw new HttpError(409, { code: 'circlePrayer.sharedElsewhere' });
  const next = prayerAfterShare(stored, share, ctx.at);
  const circleId = share.circleId ?? stored.sharedCircleId;
  if (!next || !circleId) return stored;
  const w = await enterCircle(ctx, circleId);
  const starts = share.circleId !== null && stored.sharedCircleId === null;
  if (share.circleId !== null) await memberOf(w.tx, circleId, ctx.userId);
  if (starts) {
    const limit = CIRCLE_LIMITS.sharedPerDay;
    if ((await countSharedSince(ctx.tx, ctx.userId, new Date(w.at.getTime() - DAY_MS), id)) >= limit)
      throw circleLimit('circlePrayer.tooManyShared', limit);
    await refuseAtCopyLimit(w);
    await markShared(ctx.tx, id, w.at);
  }
  const written = prayerRows.toEntity(await prayerRows.write(ctx.tx, next, ctx.version));
  if (share.circleId === null) await dropCopies(w, { ids: [id] });
  else await writeCopy(w, ctx.userId, written);
  return written;
}
