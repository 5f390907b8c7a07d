import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { minutesPerDay, type PlanDay, planScope } from '@reign/bible/reading-plans';
import type { ReadingPlan } from '@reign/contract';
import { readingPlanDays, readingToday } from '@reign/domain';
import type { ReadingPlanView } from '../../data/reading-plan-queries';
import { i18n } from '../../i18n/catalogue';
import { planTitleLabel } from '../../i18n/shared/reading-plans';

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
    // read when shown, so it follows the active language (planOnDate's callers keep the result)
    get title() {
      return planTitleLabel(i18n, plan);
    },
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
export function minutesLabel(
  choice: Pick<ReadingPlan, 'planKey' | 'customBooks' | 'customDays'>,
  i18n: I18n,
): string {
  const scope = planScope(choice);
  if ('problem' in scope) return '';
  const minutes = minutesPerDay(scope.books, scope.days);
  return i18n._(msg`${plural(minutes, { one: 'about # minute a day', other: 'about # minutes a day' })}`);
}

/** Where the plan is: 'Starts on 2026-12-01', 'Day 12 of 365', 'Finished', 'Ended: 3 days left to read'. */
export function planPlace(p: PlanOnDate, i18n: I18n): string {
  const { length, dayOfPlan } = p;
  const startDate = p.plan.startDate;
  if (p.finished) return i18n._(msg`Finished`);
  if (dayOfPlan < 1) return i18n._(msg`Starts on ${startDate}`);
  if (dayOfPlan > length) return i18n._(msg`All ${length} days are past`);
  return i18n._(msg`Day ${dayOfPlan} of ${length}`);
}
