import { z } from 'zod';
import { isoDate, optionalText, optionalTextUpdate, timestamp, uuid } from './common';

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
  title: 'Title is required',
  scheduledDate: 'Scheduled date is required',
  priority: 'Priority must be a whole number from 1 to 5',
  category: 'Choose a category: spiritual, personal, work, health or relationships',
  minutes: 'Estimated minutes must be a whole number from 0 to 1440',
  tooLong: 'Keep it under 2,000 characters',
  notFound: 'Task not found.',
  goalNotFound: 'That goal does not exist.',
} as const;

const title = z
  .string({ error: taskMessages.title })
  .trim()
  .min(1, taskMessages.title)
  .max(200, taskMessages.tooLong);
const category = z.enum(TASK_CATEGORIES, { error: taskMessages.category });
const priority = z
  .int({ error: taskMessages.priority })
  .min(1, taskMessages.priority)
  .max(5, taskMessages.priority);
const minutes = z
  .int({ error: taskMessages.minutes })
  .min(0, taskMessages.minutes)
  .max(1440, taskMessages.minutes);
const description = optionalText(2000, taskMessages.tooLong);
const dueDate = isoDate().nullable().optional();

/** The task form (spec part 1 section 5): title and scheduled date required; priority 3 by default. */
export const taskForm = z.object({
  title,
  description,
  category: z.enum(TASK_FORM_CATEGORIES, { error: taskMessages.category }).default('personal'),
  priority: priority.default(3),
  scheduledDate: isoDate(taskMessages.scheduledDate),
  dueDate,
  goalId: uuid.nullable().optional(),
});
export type TaskFormValues = z.input<typeof taskForm>;

/** POST /api/tasks: the task form, or a goal-generated task. */
export const taskCreateBody = z.strictObject({
  id: uuid.optional(),
  goalId: uuid.nullable().optional(),
  title,
  description,
  category: category.default('personal'),
  priority: priority.default(3),
  scheduledDate: isoDate(taskMessages.scheduledDate),
  dueDate,
  estimatedMinutes: minutes.default(30),
  aiSuggested: z.boolean().default(false),
  reasoning: optionalText(2000, taskMessages.tooLong),
});
export type TaskCreateBody = z.input<typeof taskCreateBody>;

/** PUT /api/tasks/{id}: title/description/dueDate, or completedAt, or the full form. A cleared due date is null. */
export const taskUpdateBody = z
  .strictObject({
    title: title.optional(),
    description: optionalTextUpdate(2000, taskMessages.tooLong),
    category: category.optional(),
    priority: priority.optional(),
    scheduledDate: isoDate(taskMessages.scheduledDate).optional(),
    dueDate,
    goalId: uuid.nullable().optional(),
    estimatedMinutes: minutes.optional(),
    completedAt: z.iso.datetime({ offset: true }).nullable().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'Send at least one field to change');
export type TaskUpdateBody = z.input<typeof taskUpdateBody>;

export const task = z.object({
  id: uuid,
  goalId: uuid.nullable(),
  title: z.string(),
  description: z.string().nullable(),
  category,
  priority: z.int(),
  scheduledDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  estimatedMinutes: z.int(),
  aiSuggested: z.boolean(),
  reasoning: z.string().nullable(),
  completedAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Task = z.infer<typeof task>;
export const taskList = z.array(task);
