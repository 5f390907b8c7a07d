import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { SuggestedTask, TaskCategory, TaskCreateBody } from '@reign/contract';

/** One task in the review list (spec part 1 'Task review dialog'); `dueDate` '' means none. */
export interface ReviewTask {
  key: string;
  title: string;
  description: string;
  category: TaskCategory;
  priority: number;
  estimatedMinutes: number;
  reasoning: string | null;
  scheduledDate: string;
  dueDate: string;
  /** Generated (AI or built-in suggestion) rather than added by the person. */
  aiSuggested: boolean;
}

/** Defaults of a custom task (spec part 1 section 5): category personal, priority 1, 30 minutes. */
export const CUSTOM_TASK_DEFAULTS = { category: 'personal', priority: 1, estimatedMinutes: 30 } as const;

let keyCounter = 0;
const nextKey = () => {
  keyCounter += 1;
  return `review-${keyCounter}`;
};

export function reviewTaskFromSuggestion(task: SuggestedTask): ReviewTask {
  return {
    key: nextKey(),
    title: task.title,
    description: task.description ?? '',
    category: task.category,
    priority: task.priority,
    estimatedMinutes: task.estimatedMinutes,
    reasoning: task.reasoning,
    scheduledDate: task.scheduledDate,
    dueDate: task.dueDate ?? '',
    aiSuggested: true,
  };
}

export function customReviewTask(title: string, today: string): ReviewTask {
  return {
    key: nextKey(),
    title: title.trim(),
    description: '',
    ...CUSTOM_TASK_DEFAULTS,
    reasoning: null,
    scheduledDate: today,
    dueDate: '',
    aiSuggested: false,
  };
}

/** The `createTask` values for one reviewed task of `goalId`. */
export function taskCreateValues(goalId: string, task: ReviewTask): TaskCreateBody {
  return {
    goalId,
    title: task.title.trim(),
    description: task.description.trim() || null,
    category: task.category,
    priority: task.priority,
    estimatedMinutes: task.estimatedMinutes,
    aiSuggested: task.aiSuggested,
    reasoning: task.reasoning,
    scheduledDate: task.scheduledDate,
    dueDate: task.dueDate || null,
  };
}

/** '1 task', '3 tasks'. */
export function taskCount(n: number, i18n: I18n): string {
  return i18n._(msg`${plural(n, { one: '# task', other: '# tasks' })}`);
}
