import { CIRCLE_LIMITS, type CircleReadArgs } from '@reign/contract';
import { circleReadId } from '@reign/domain';
import { badRequest } from '../../lib/http-error';
import type { WriteContext } from '../user-data';
import { countReadsSince, isRead, putReadMark, unreadMark } from './circle-reading-mark-repository';
import { circleReadingLimit, dayBefore, enterReadingDay } from './day-write';

/**
 * A member says they read a day of the circle's plan, or not (issue 52). The row's id is the
 * reader's own for that day (circleReadId), so a day read on two devices is one row and nobody
 * marks a day for another (400). Marking a day already read, or unread, changes nothing; at most
 * CIRCLE_LIMITS.readsPerDay days a person and 24 hours (counted in their write, their row locked).
 */
export async function readDay(ctx: WriteContext, a: CircleReadArgs): Promise<void> {
  if (a.id !== (await circleReadId(a.readingId, a.day, ctx.userId)))
    throw badRequest({ code: 'circleReading.notThisReading' });
  const w = await enterReadingDay(ctx, a);
  const read = await isRead(w.tx, w.circleId, a.id);
  if (read === a.read) return;
  if (!a.read) return unreadMark(w.tx, w.circleId, a.id, w.version, w.at);
  const limit = CIRCLE_LIMITS.readsPerDay;
  if ((await countReadsSince(w.tx, w.userId, dayBefore(w))) >= limit)
    throw circleReadingLimit('circleReading.tooManyReads', limit);
  await putReadMark(
    w.tx,
    w.circleId,
    { id: a.id, readingId: a.readingId, day: a.day, userId: w.userId },
    w.version,
    w.at,
  );
}
