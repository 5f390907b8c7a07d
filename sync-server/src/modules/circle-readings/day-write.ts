import { readingPlanLength } from '@reign/domain';
import { HttpError, notFound } from '../../lib/http-error';
import { type CircleWrite, enterCircle, memberOf } from '../circles';
import type { WriteContext } from '../user-data';
import { findLiveReading } from './circle-reading-repository';

// What a member's write on a day of the circle's plan (a read, a note) checks first.

const DAY_MS = 24 * 60 * 60 * 1000;

export const circleReadingLimit = (
  code: 'circleReading.tooManyNotes' | 'circleReading.tooManyReads',
  limit: number,
) => new HttpError(409, { code, values: { limit } }, { code: 'circle_limit' });

/**
 * Enters the circle in the person's write (members only: anyone else 404 as for a circle not there),
 * and checks the day is one of the plan the circle reads now: a plan since stopped or replaced, or a
 * day past its end, is 404 'That day is not part of the circle's plan.'
 */
export async function enterReadingDay(
  ctx: WriteContext,
  day: { circleId: string; readingId: string; day: number },
): Promise<CircleWrite> {
  const w = await enterCircle(ctx, day.circleId);
  await memberOf(w.tx, w.circleId, w.userId);
  const reading = await findLiveReading(w.tx, w.circleId);
  if (!reading || reading.id !== day.readingId || day.day > readingPlanLength(reading))
    throw notFound({ code: 'circleReading.notThisReading' });
  return w;
}

/** The instant 24 hours before the write: the start of the day's bounds. */
export const dayBefore = (w: CircleWrite) => new Date(w.at.getTime() - DAY_MS);
