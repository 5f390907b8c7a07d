import type { Entry, Goal } from '@reign/contract';
import { type Season, seasonOfMonth } from '@reign/domain';
import { serverToday } from '../../api';

/**
 * The season badge: by the month of the person's today, a date in their zone (Spring Mar–May,
 * Summer Jun–Aug, Fall Sep–Nov, Winter otherwise).
 */
export function dashboardSeason(today: string): Season {
  return seasonOfMonth(Number(today.slice(5, 7)));
}

export interface DashboardStats {
  /** goals without completedAt */
  activeGoals: number;
  /** action steps in today's entry */
  todaysTasks: number;
  /** the rounded average progressPercentage of the active goals (0 without any) */
  goalProgress: number;
  /** every daily plan */
  dailyPlans: number;
}

/**
 * Today's plan: the entry dated `today`. There is one plan per date (issue 15); should older data
 * hold two, the oldest, which is the one a save updates (as on the server).
 */
export function entryForDate(entries: readonly Entry[], today: string): Entry | undefined {
  let found: Entry | undefined;
  for (const entry of entries) {
    if (entry.date !== today) continue;
    if (!found || entry.createdAt < found.createdAt) found = entry;
  }
  return found;
}

/** How many actions an entry's action-step groups hold. */
export function actionCount(entry: Entry | undefined): number {
  return entry ? entry.actionSteps.reduce((sum, group) => sum + group.actions.length, 0) : 0;
}

/** The four stat cards (spec part 1 'Dashboard'); `today` is the Central date. */
export function dashboardStats(
  goals: readonly Goal[],
  entries: readonly Entry[],
  today: string = serverToday(),
): DashboardStats {
  const active = goals.filter((g) => !g.completedAt);
  const goalProgress =
    active.length === 0
      ? 0
      : Math.round(active.reduce((sum, g) => sum + g.progressPercentage, 0) / active.length);
  return {
    activeGoals: active.length,
    todaysTasks: actionCount(entryForDate(entries, today)),
    goalProgress,
    dailyPlans: entries.length,
  };
}
