import { addDays } from '../central-time';
import { pickSuggestions } from './suggestions';

/** How many built-in tasks a new goal is offered when no AI answers. */
export const FALLBACK_GOAL_TASKS = 3;

/**
 * Due dates for `count` tasks spread evenly from today to the goal's target date (the last one on
 * the target date); all today when the target is today or past.
 */
export function spreadDueDates(count: number, today: string, targetDate: string): string[] {
  const span = Math.round(
    (Date.parse(`${targetDate}T12:00:00Z`) - Date.parse(`${today}T12:00:00Z`)) / 86_400_000,
  );
  if (span <= 0) return Array.from({ length: count }, () => today);
  return Array.from({ length: count }, (_, i) =>
    addDays(today, Math.max(1, Math.round((span * (i + 1)) / count))),
  );
}

/** Built-in tasks for a goal: suggestions from the set its words point to, with spread due dates. */
export function fallbackGoalTasks(
  goal: { title: string; description: string },
  today: string,
  targetDate: string,
  random: () => number = Math.random,
): Array<{ title: string; dueDate: string }> {
  const titles = pickSuggestions(`${goal.title} ${goal.description}`, FALLBACK_GOAL_TASKS, random);
  const dates = spreadDueDates(titles.length, today, targetDate);
  return titles.map((title, i) => ({ title, dueDate: dates[i] ?? targetDate }));
}
