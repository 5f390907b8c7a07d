// A task's categories and messages: plain values, no schema (see goal-labels.ts).

/** Goal-generated tasks use the goal categories; the standalone task form uses 'work' where goals say 'professional'. */
export const TASK_CATEGORIES = [
  'spiritual',
  'personal',
  'professional',
  'work',
  'health',
  'relationships',
] as const;
export const TASK_FORM_CATEGORIES = ['spiritual', 'personal', 'work', 'health', 'relationships'] as const;
export type TaskCategory = (typeof TASK_CATEGORIES)[number];

export const taskMessages = {
  scheduledDate: 'Scheduled date is required',
  category: 'Choose a category: spiritual, personal, work, health or relationships',
  minutes: 'Estimated minutes must be a whole number from 0 to 1440',
  notFound: 'Task not found.',
  deleted: 'Task deleted.',
  goalNotFound: 'That goal does not exist.',
} as const;
