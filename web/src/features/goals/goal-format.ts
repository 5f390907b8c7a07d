import type { Goal } from '@reign/contract';
import { GOAL_CATEGORIES, GOAL_SEASONS } from '@reign/contract/goal-labels';
import { GOAL_PRIORITY_LABELS, isGoalCompleted } from '@reign/domain';
import { capitalize } from '../../ui/format';

/** Goal priorities on this screen use the first reading: Low, Medium-Low, Medium, High, Critical. */
export function goalPriorityLabel(priority: number): string {
  return GOAL_PRIORITY_LABELS[priority] ?? `Priority ${priority}`;
}

export const GOAL_CATEGORY_OPTIONS = GOAL_CATEGORIES.map((value) => ({ value, label: capitalize(value) }));
export const GOAL_SEASON_OPTIONS = GOAL_SEASONS.map((value) => ({ value, label: capitalize(value) }));
export const GOAL_PRIORITY_OPTIONS = [1, 2, 3, 4, 5].map((value) => ({
  value: String(value),
  label: `${value} - ${goalPriorityLabel(value)}`,
}));

/** My Goals order: goals still in progress first, by target date; completed goals after; ties newest first. */
export function compareGoals(a: Goal, b: Goal): number {
  const ca = isGoalCompleted(a);
  const cb = isGoalCompleted(b);
  if (ca !== cb) return ca ? 1 : -1;
  if (a.targetDate !== b.targetDate) return a.targetDate < b.targetDate ? -1 : 1;
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id < b.id ? 1 : -1;
}
