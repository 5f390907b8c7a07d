import type { Entry, Goal } from '@reign/contract';
import { addDays, personToday } from '@reign/domain';
import { chosenTimeZone } from '../../../api';
import type { CompletedAction, GoalProgressPoint } from '../../../data/journey';
import { actionCount } from '../dashboard-stats';

/** A day of the year calendar: a saved plan, its actions and how many were completed. */
export interface JourneyDay {
  date: string;
  actions: number;
  completed: number;
}

/** The days with a saved plan, newest first, with their actions and completions. */
export function journeyDays(entries: readonly Entry[], completed: readonly CompletedAction[]): JourneyDay[] {
  const live = new Set(entries.map((e) => e.id));
  const done = new Map<string, number>();
  for (const c of completed) if (live.has(c.entryId)) done.set(c.date, (done.get(c.date) ?? 0) + 1);
  const days = new Map<string, JourneyDay>();
  for (const entry of entries) {
    const day = days.get(entry.date) ?? {
      date: entry.date,
      actions: 0,
      completed: done.get(entry.date) ?? 0,
    };
    day.actions += actionCount(entry);
    days.set(entry.date, day);
  }
  return [...days.values()].sort((a, b) => b.date.localeCompare(a.date));
}

/**
 * The heat map's values: 1 for a saved plan, plus one per completed action, so a day with a plan
 * and nothing ticked off still shows (days without a plan have no value).
 */
export function heatmapValues(days: readonly JourneyDay[]): Record<string, number> {
  return Object.fromEntries(days.map((d) => [d.date, d.completed + 1]));
}

/** Monday of the week a YYYY-MM-DD date falls in. */
export function weekStart(date: string): string {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay(); // 0 Sunday
  return addDays(date, -((weekday + 6) % 7));
}

const shortDays = new Map<string, Intl.DateTimeFormat>();
/** 'Mar 2' for 2026-03-02 ('2 mar' in Spanish): in the active language (`locale`, i18n.locale). */
export function dayLabel(date: string, locale = 'en-US'): string {
  let format = shortDays.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    shortDays.set(locale, format);
  }
  return format.format(new Date(`${date}T12:00:00Z`));
}

/**
 * The heat map's month and weekday names in the active language (issue 51: Mantine's are English):
 * 12 short months from January, and 7 weekdays from Sunday with every other one left blank as the
 * chart's own ('Mon', 'Wed', 'Fri' shown; 'lun', 'mié', 'vie' in Spanish).
 */
export function heatmapLabels(locale = 'en-US'): { monthLabels: string[]; weekdayLabels: string[] } {
  const month = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const shown = new Set([0, 1, 3, 5]);
  return {
    monthLabels: Array.from({ length: 12 }, (_, m) => month.format(new Date(Date.UTC(2026, m, 15, 12)))),
    // 2026-11-01 is a Sunday
    weekdayLabels: Array.from({ length: 7 }, (_, d) =>
      shown.has(d) ? weekday.format(new Date(Date.UTC(2026, 10, 1 + d, 12))) : '',
    ),
  };
}

/** The Mondays of the last `weeks` weeks, oldest first, the current week last. */
export function recentWeeks(today: string, weeks = 12): string[] {
  const current = weekStart(today);
  return Array.from({ length: weeks }, (_, i) => addDays(current, (i - weeks + 1) * 7));
}

/** Actions completed per week (by the plan's date), for the last `weeks` weeks. */
export function weeklyCompleted(
  completed: readonly CompletedAction[],
  today: string,
  weeks = 12,
  locale = 'en-US',
): { week: string; label: string; completed: number }[] {
  const starts = recentWeeks(today, weeks);
  const counts = new Map(starts.map((s) => [s, 0]));
  for (const c of completed) {
    const start = weekStart(c.date);
    if (counts.has(start)) counts.set(start, (counts.get(start) ?? 0) + 1);
  }
  return starts.map((week) => ({ week, label: dayLabel(week, locale), completed: counts.get(week) ?? 0 }));
}

export interface GoalProgressChart {
  /** one row per week: its label, then each goal's progress at the week's end (null before the goal existed) */
  rows: Array<{ week: string; label: string } & Record<string, number | string | null>>;
  goals: { id: string; title: string }[];
}

/**
 * Each active goal's progress at the end of each of the last `weeks` weeks: the last value known
 * by then, from its creation (0%), the changes this device saw, and its current value.
 */
export function goalProgressChart(
  goals: readonly Goal[],
  log: readonly GoalProgressPoint[],
  today: string,
  weeks = 12,
  locale = 'en-US',
): GoalProgressChart {
  const active = goals.filter((g) => !g.completedAt);
  const points = new Map<string, { date: string; at: string; progress: number }[]>();
  for (const goal of active) {
    const own = log.filter((p) => p.goalId === goal.id);
    points.set(
      goal.id,
      [{ at: goal.createdAt, progress: 0 }, ...own, { at: goal.updatedAt, progress: goal.progressPercentage }]
        .map((p) => ({ ...p, date: personToday(new Date(p.at), chosenTimeZone()) }))
        .sort((a, b) => a.at.localeCompare(b.at)),
    );
  }
  const rows = recentWeeks(today, weeks).map((week) => {
    const end = addDays(week, 6) < today ? addDays(week, 6) : today;
    const row: GoalProgressChart['rows'][number] = { week, label: dayLabel(week, locale) };
    for (const goal of active) {
      const known = (points.get(goal.id) ?? []).filter((p) => p.date <= end);
      row[goal.id] = known.length > 0 ? (known[known.length - 1]?.progress ?? null) : null;
    }
    return row;
  });
  return { rows, goals: active.map((g) => ({ id: g.id, title: g.title })) };
}
