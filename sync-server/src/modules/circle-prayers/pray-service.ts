import { CIRCLE_LIMITS, type CirclePrayArgs, type CirclePrayerMark } from '@reign/contract';
import { notFound } from '../../lib/http-error';
import { enterCircle, memberOf } from '../circles';
import { queuePrayedPush } from '../reminders';
import { idTaken, type WriteContext } from '../user-data';
import { countMarksSince, findMark, insertMark, viewedMark } from './circle-prayer-mark-repository';
import { findCopyAsker } from './circle-prayer-repository';
import { circleLimit } from './copy-service';

const DAY_MS = 24 * 60 * 60 * 1000;

const prayerNotFound = () => notFound({ code: 'circlePrayer.notFound' });

/**
 * 'I prayed' (issue 52): one tap of a member for a request shared with the circle, a row of the
 * circle's; the same id again is the same tap and changes nothing. Members only (anyone else 404,
 * as for a circle not there), for a request shared with it now (404), at most
 * CIRCLE_LIMITS.prayedPerDay in 24 hours: counted with the person's row locked (their write), so
 * two taps at once cannot both pass the last one. Answers the tap as the person sees it.
 */
export async function prayFor(ctx: WriteContext, tap: CirclePrayArgs): Promise<CirclePrayerMark> {
  const w = await enterCircle(ctx, tap.circleId);
  await memberOf(w.tx, w.circleId, w.userId);
  const same = await findMark(w.tx, w.circleId, tap.id);
  if (same && (same.userId !== w.userId || same.prayerId !== tap.prayerId)) throw idTaken();
  if (!same) {
    const copy = await findCopyAsker(w.tx, w.circleId, tap.prayerId);
    if (!copy) throw prayerNotFound();
    const limit = CIRCLE_LIMITS.prayedPerDay;
    const since = new Date(w.at.getTime() - DAY_MS);
    if ((await countMarksSince(w.tx, w.userId, since)) >= limit)
      throw circleLimit('circlePrayer.tooManyPrayed', limit);
    const mark = { id: tap.id, prayerId: tap.prayerId, userId: w.userId, prayedAt: w.at };
    await insertMark(w.tx, w.circleId, mark, w.version);
    // the asker is told who prayed (as they see the tap), on their own devices
    const told = copy.askerId === w.userId ? null : await viewedMark(w.tx, w.circleId, copy.askerId, tap.id);
    if (told?.row?.name) {
      const { circleId } = w;
      await queuePrayedPush(w.tx, {
        askerId: copy.askerId,
        circleId,
        prayerId: tap.prayerId,
        prayedBy: told.row.name,
        title: copy.title,
        at: w.at,
      });
    }
  }
  // a tap made before its request stopped being shared is gone with it
  const seen = await viewedMark(w.tx, w.circleId, w.userId, tap.id);
  if (!seen?.row) throw prayerNotFound();
  return seen.row;
}
