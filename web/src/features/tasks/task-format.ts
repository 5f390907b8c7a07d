import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { TASK_FORM_CATEGORIES, type TaskCategory } from '@reign/contract/task-labels';
import { categoryLabel } from '../../ui/category-label';

/** The categories of the standalone task form, named in the active language (i18n). */
export const taskCategoryOptions = (i18n: I18n) =>
  TASK_FORM_CATEGORIES.map((value) => ({ value, label: categoryLabel(value, i18n) }));

export type TaskFormCategory = (typeof TASK_FORM_CATEGORIES)[number];

/**
 * The standalone task form offers 'work' where goal-generated tasks say 'professional'; editing
 * such a task shows it as Work.
 */
export function toFormCategory(category: TaskCategory): TaskFormCategory {
  return category === 'professional' ? 'work' : category;
}

/** The task reading of priorities (packages/domain TASK_PRIORITY_LABELS), through the catalogue. */
const TASK_PRIORITY_NAMES: Record<number, MessageDescriptor> = {
  1: msg`Low`,
  2: msg`Below Average`,
  3: msg`Medium`,
  4: msg`High`,
  5: msg`Urgent`,
};

/** Task priorities use the task reading: Low, Below Average, Medium, High, Urgent. */
export function taskPriorityLabel(priority: number, i18n: I18n): string {
  const name = TASK_PRIORITY_NAMES[priority];
  return name ? i18n._(name) : i18n._(msg`Priority ${priority}`);
}

export const taskPriorityOptions = (i18n: I18n) =>
  [1, 2, 3, 4, 5].map((value) => ({
    value: String(value),
    label: `${value} - ${taskPriorityLabel(value, i18n)}`,
  }));
