import { daysBetween, readingPlanDays } from '@reign/domain';
import type { Queryable } from '../../db/connect';
import { readingsOfMember } from './circle-reading-repository';

/** A circle's day the person has still to read on a date: what the morning tells them. */
export interface CircleDayDue {
  circleId: string;
  circleName: string;
  readingId: string;
  day: number;
  /** the day's passages, in English ('Matthew 1–2'): the push names them in the person's language */
  label: string;
}

/**
 * The days due on `date` (the person's today) in the circles they read with: each circle's day by
 * its start date, within its plan, not read yet. A plan not started or finished tells nothing.
 */
export async function circleDaysDue(db: Queryable, userId: number, date: string): Promise<CircleDayDue[]> {
  const due: CircleDayDue[] = [];
  for (const r of await readingsOfMember(db, userId)) {
    const day = daysBetween(r.startDate, date) + 1;
    const passages = readingPlanDays(r)[day - 1];
    if (day < 1 || !passages || r.readDays.includes(day)) continue;
    due.push({ circleId: r.circleId, circleName: r.circleName, readingId: r.id, day, label: passages.label });
  }
  return due;
}
