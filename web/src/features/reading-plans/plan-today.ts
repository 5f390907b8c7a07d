import { minutesPerDay, type PlanDay, planScope, planTitle } from '@reign/bible/reading-plans';
import type { ReadingPlan } from '@reign/contract';
import { readingPlanDays, readingToday } from '@reign/domain';
import type { ReadingPlanView } from '../../data/reading-plan-queries';

/** A started plan as its screens show it on a date. */
export interface PlanOnDate {
  plan: ReadingPlan;
  title: string;
  days: PlanDay[];
  length: number;
  read: Set<number>;
  /** today's days to read (the day of the plan and catch-up days), read ones included */
  today: PlanDay[];
  dayOfPlan: number;
  behind: number[];
  finished: boolean;
}

export function planOnDate({ plan, progress }: ReadingPlanView, date: string): PlanOnDate {
  const days = readingPlanDays(plan);
  const read = new Set(progress.map((p) => p.day));
  const now = readingToday(plan, days.length, read, date);
  return {
    plan,
    title: planTitle(plan),
    days,
    length: days.length,
    read,
    today: now.days.flatMap((d) => days[d - 1] ?? []),
    dayOfPlan: now.dayOfPlan,
    behind: now.behind,
    finished: now.finished,
  };
}

/** 'About 12 minutes a day' for a plan's books and days. */
export function minutesLabel(choice: Pick<ReadingPlan, 'planKey' | 'customBooks' | 'customDays'>): string {
  const scope = planScope(choice);
  if ('problem' in scope) return '';
  const minutes = minutesPerDay(scope.books, scope.days);
  return `about ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} a day`;
}

/** Where the plan is: 'Starts on 2026-12-01', 'Day 12 of 365', 'Finished', 'Ended: 3 days left to read'. */
export function planPlace(p: PlanOnDate): string {
  if (p.finished) return 'Finished';
  if (p.dayOfPlan < 1) return `Starts on ${p.plan.startDate}`;
  if (p.dayOfPlan > p.length) return `All ${p.length} days are past`;
  return `Day ${p.dayOfPlan} of ${p.length}`;
}
