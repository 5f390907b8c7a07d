import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Goal } from '@reign/contract';
import { GOAL_CATEGORIES, GOAL_SEASONS } from '@reign/contract/goal-labels';
import { isGoalCompleted } from '@reign/domain';
import { categoryLabel } from '../../ui/category-label';

export { categoryLabel } from '../../ui/category-label';
export { formatDay } from '../../ui/format-day';

// The words are the catalogue's (the English is packages/domain labels.ts's GOAL_PRIORITY_LABELS
// and the capitalized values of goal-labels.ts), shown through the component's i18n.

/** The goal priorities' names (the first reading of the spec: 'Critical'; docs/decisions.md). */
const GOAL_PRIORITY_NAMES: Record<number, MessageDescriptor> = {
  1: msg`Low`,
  2: msg`Medium-Low`,
  3: msg`Medium`,
  4: msg`High`,
  5: msg`Critical`,
};

/** 'Low' … 'Critical'; 'Priority 7' for a value outside 1–5. */
export function goalPriorityLabel(priority: number, i18n: I18n): string {
  const name = GOAL_PRIORITY_NAMES[priority];
  return name ? i18n._(name) : i18n._(msg`Priority ${priority}`);
}

export const goalCategoryOptions = (i18n: I18n) =>
  GOAL_CATEGORIES.map((value) => ({ value, label: categoryLabel(value, i18n) }));
export const goalSeasonOptions = (i18n: I18n) =>
  GOAL_SEASONS.map((value) => ({ value, label: categoryLabel(value, i18n) }));
export const goalPriorityOptions = (i18n: I18n) =>
  [1, 2, 3, 4, 5].map((value) => ({
    value: String(value),
    label: `${value} - ${goalPriorityLabel(value, i18n)}`,
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
