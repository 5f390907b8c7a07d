import * as z from 'zod/mini';
import { checked } from './checked';
import { commonMessages, idParams, okResponse, timestamp, uuid } from './common';
import type { FormValues, SameKeys, TextFieldsOf, TextPolicy, UpdateFields } from './entity-fields';
import { fieldMessages, intBetween, isoDate, optionalText, optionalTextUpdate, requiredText } from './fields';
import { pageQuery } from './page-query';
import { del, get, post, put, routeTable } from './route-builder';

import { TASK_CATEGORIES, TASK_FORM_CATEGORIES, taskMessages } from './task-labels';

export * from './task-labels';

const title = requiredText(fieldMessages.title, 200, fieldMessages.tooLong);
const category = z.enum(TASK_CATEGORIES, { error: taskMessages.category });
const priority = intBetween(1, 5, fieldMessages.priority);
const minutes = intBetween(0, 1440, taskMessages.minutes);
const description = optionalText(2000, fieldMessages.tooLong);
const dueDate = z.optional(z.nullable(isoDate()));

/** The task form (spec part 1 section 5): title and scheduled date required; priority 3 by default. */
export const taskForm = z.object({
  title,
  description,
  category: z._default(z.enum(TASK_FORM_CATEGORIES, { error: taskMessages.category }), 'personal'),
  priority: z._default(priority, 3),
  scheduledDate: isoDate(taskMessages.scheduledDate),
  dueDate,
  goalId: z.optional(z.nullable(uuid)),
});
export type TaskFormValues = z.input<typeof taskForm>;
/** What the task form starts from; its scheduled date is the person's today (the dialog sets it). */
export const taskFormEmpty: FormValues<TaskFormValues> = {
  title: '',
  description: '',
  category: 'personal',
  priority: 3,
  scheduledDate: '',
  dueDate: null,
  goalId: null,
};

/** POST /api/tasks: the task form, or a goal-generated task. */
export const taskCreateBody = z.strictObject({
  id: z.optional(uuid),
  goalId: z.optional(z.nullable(uuid)),
  title,
  description,
  category: z._default(category, 'personal'),
  priority: z._default(priority, 3),
  scheduledDate: isoDate(taskMessages.scheduledDate),
  dueDate,
  estimatedMinutes: z._default(minutes, 30),
  aiSuggested: z._default(z.boolean(), false),
  reasoning: optionalText(2000, fieldMessages.tooLong),
});
export type TaskCreateBody = z.input<typeof taskCreateBody>;

/** PUT /api/tasks/{id}: title/description/dueDate, or completedAt, or the full form. A cleared due date is null. */
export const taskUpdateBody = checked(
  z.strictObject({
    title: z.optional(title),
    description: optionalTextUpdate(2000, fieldMessages.tooLong),
    category: z.optional(category),
    priority: z.optional(priority),
    scheduledDate: z.optional(isoDate(taskMessages.scheduledDate)),
    dueDate,
    goalId: z.optional(z.nullable(uuid)),
    estimatedMinutes: z.optional(minutes),
    completedAt: z.optional(z.nullable(z.iso.datetime({ offset: true }))),
  }),
  z.refine((v) => Object.keys(v).length > 0, commonMessages.noChange),
);
export type TaskUpdateBody = z.input<typeof taskUpdateBody>;
/** The update takes every field of the create but what only goal suggestions set, and completion. */
export const TASK_BODIES_AGREE: SameKeys<
  keyof TaskUpdateBody,
  UpdateFields<TaskCreateBody, 'completedAt', 'aiSuggested' | 'reasoning'>
> = true;
/** Each text field a task's update changes, and what two devices' edits of it do (conflicts.ts). */
export const TASK_TEXT_FIELDS = {
  title: 'conflict',
  description: 'conflict',
  scheduledDate: 'last-writer-wins',
  dueDate: 'last-writer-wins',
  goalId: 'last-writer-wins',
  completedAt: 'last-writer-wins',
} as const satisfies Record<TextFieldsOf<TaskUpdateBody>, TextPolicy>;

export const task = z.object({
  id: uuid,
  goalId: z.nullable(uuid),
  title: z.string(),
  description: z.nullable(z.string()),
  category,
  priority: z.int(),
  scheduledDate: z.nullable(z.string()),
  dueDate: z.nullable(z.string()),
  estimatedMinutes: z.int(),
  aiSuggested: z.boolean(),
  reasoning: z.nullable(z.string()),
  completedAt: z.nullable(timestamp),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Task = z.infer<typeof task>;
export const taskList = z.array(task);

/** Tasks over REST (the app writes them through sync). */
export const taskRoutes = routeTable('tasks', 'signed-in', {
  listTasks: get('/api/tasks', {
    summary: "The signed-in user's tasks, oldest first, paged (limits.ts)",
    query: pageQuery,
    response: taskList,
  }),
  createTask: post('/api/tasks', {
    summary: 'Create a task (standalone or for a goal)',
    body: taskCreateBody,
    status: 201,
    response: task,
  }),
  updateTask: put('/api/tasks/:id', {
    summary: 'Change a task',
    params: idParams,
    body: taskUpdateBody,
    response: task,
  }),
  deleteTask: del('/api/tasks/:id', { summary: 'Delete a task', params: idParams, response: okResponse }),
  completeTask: post('/api/tasks/:id/complete', {
    summary: 'Mark a task complete',
    params: idParams,
    response: task,
  }),
  uncompleteTask: post('/api/tasks/:id/uncomplete', {
    summary: 'Mark a task open again',
    params: idParams,
    response: task,
  }),
});
