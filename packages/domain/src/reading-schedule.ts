import type { ReadingPlan } from '@reign/contract';
import { addDays } from './central-time';
import { daysBetween } from './fair-points';
import { plural } from './plural';

/** The days of the catch-up week: today and the six after it. */
export const CATCH_UP_DAYS = 7;

type Schedule = Pick<ReadingPlan, 'startDate' | 'catchUpFrom' | 'catchUpDays'>;

/** What a plan asks of a person on a date, given the days read so far. */
export interface ReadingToday {
  /** the plan's day for the date by its start (1 on the start date; below 1 before it, above the length after) */
  dayOfPlan: number;
  /** the days to read on the date, in order: the day of the plan and any catch-up days (read ones included) */
  days: number[];
  /** unread days due before the date and not spread over the catch-up week from it on */
  behind: number[];
  /** every day read */
  finished: boolean;
}

/** The catch-up days given to `date`: the missed days shared out evenly over the catch-up week, in order. */
export function catchUpShare(plan: Schedule, date: string): number[] {
  if (!plan.catchUpFrom) return [];
  const k = daysBetween(plan.catchUpFrom, date);
  if (k < 0 || k >= CATCH_UP_DAYS) return [];
  const n = plan.catchUpDays.length;
  // rounded up, so the first share is today's however few days there are
  return plan.catchUpDays.slice(Math.ceil((k * n) / CATCH_UP_DAYS), Math.ceil(((k + 1) * n) / CATCH_UP_DAYS));
}

/** The catch-up days given to the date or a later day of the week (still to come, not behind). */
function catchUpFromOn(plan: Schedule, date: string): Set<number> {
  const days = new Set<number>();
  for (let k = 0; k < CATCH_UP_DAYS; k++) {
    const day = addDays(date, k);
    for (const d of catchUpShare(plan, day)) days.add(d);
  }
  return days;
}

/**
 * Today's reading (issue 38): the plan's day for `today` by its start date and the catch-up days
 * given to today, and the days behind: unread days before today's that the catch-up week does not
 * hold for today or later. Progress is only ever read here, never removed.
 */
export function readingToday(
  plan: Schedule,
  length: number,
  read: ReadonlySet<number>,
  today: string,
): ReadingToday {
  const dayOfPlan = daysBetween(plan.startDate, today) + 1;
  const coming = catchUpFromOn(plan, today);
  const days = catchUpShare(plan, today).filter((d) => d <= length);
  if (dayOfPlan >= 1 && dayOfPlan <= length && !days.includes(dayOfPlan)) days.push(dayOfPlan);
  days.sort((a, b) => a - b);
  const behind: number[] = [];
  for (let day = 1; day < Math.min(dayOfPlan, length + 1); day++) {
    if (!read.has(day) && !coming.has(day)) behind.push(day);
  }
  let finished = length > 0;
  for (let day = 1; day <= length && finished; day++) finished = read.has(day);
  return { dayOfPlan, days, behind, finished };
}

/** 'You are 1 day behind', 'You are 3 days behind'. */
export function behindMessage(days: number): string {
  return `You are ${plural(days, 'day')} behind`;
}

/**
 * 'Catch up over the next week': the days behind are spread over today and the six days after it,
 * on top of each day's own reading. Any earlier catch-up days not read yet are kept in it.
 */
export function catchUpChanges(plan: Schedule, length: number, read: ReadonlySet<number>, today: string) {
  const { behind } = readingToday(plan, length, read, today);
  const earlier = [...catchUpFromOn(plan, today)].filter((d) => !read.has(d));
  const catchUpDays = [...new Set([...behind, ...earlier])].sort((a, b) => a - b);
  return { catchUpFrom: today, catchUpDays };
}

/**
 * 'Start again from today': the plan moves so that its first unread day is today's; every day read
 * stays read, and a catch-up week is let go (its days are on the new schedule).
 */
export function restartChanges(length: number, read: ReadonlySet<number>, today: string) {
  let first = 1;
  while (first <= length && read.has(first)) first++;
  return { startDate: addDays(today, -(Math.min(first, length) - 1)), catchUpFrom: null, catchUpDays: [] };
}
