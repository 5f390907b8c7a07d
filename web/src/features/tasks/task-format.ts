import { TASK_FORM_CATEGORIES, type TaskCategory } from '@reign/contract/task-labels';
import { TASK_PRIORITY_LABELS } from '@reign/domain';
import { capitalize } from '../../ui/format';

export const TASK_CATEGORY_OPTIONS = TASK_FORM_CATEGORIES.map((value) => ({
  value,
  label: capitalize(value),
}));

export type TaskFormCategory = (typeof TASK_FORM_CATEGORIES)[number];

/**
 * The standalone task form offers 'work' where goal-generated tasks say 'professional'; editing
 * such a task shows it as Work.
 */
export function toFormCategory(category: TaskCategory): TaskFormCategory {
  return category === 'professional' ? 'work' : category;
}

/** Task priorities use the task reading: Low, Below Average, Medium, High, Urgent. */
export function taskPriorityLabel(priority: number): string {
  return TASK_PRIORITY_LABELS[priority] ?? `Priority ${priority}`;
}

export const TASK_PRIORITY_OPTIONS = [1, 2, 3, 4, 5].map((value) => ({
  value: String(value),
  label: `${value} - ${taskPriorityLabel(value)}`,
}));
