import * as z from 'zod/mini';
import { checked } from './checked';
import { commonMessages, idParams, okResponse, timestamp, uuid } from './common';
import type { FormValues, SameKeys, TextFieldsOf, TextPolicy, UpdateFields } from './entity-fields';
import { fieldMessages, intBetween, isoDate, requiredText } from './fields';
import { GOAL_CATEGORIES, GOAL_SEASONS, goalMessages } from './goal-labels';
import { pageQuery } from './page-query';
import { del, get, post, put, routeTable } from './route-builder';

export * from './goal-labels';

const title = requiredText(fieldMessages.title, 200, fieldMessages.tooLong);
const description = requiredText(fieldMessages.description, 2000, fieldMessages.tooLong);
const category = z.enum(GOAL_CATEGORIES, { error: goalMessages.category });
const season = z.enum(GOAL_SEASONS, { error: goalMessages.season });
const priority = intBetween(1, 5, fieldMessages.priority);
const progress = intBetween(0, 100, goalMessages.progress);

/** The goal form's defaults (spec part 1 section 5): spiritual, year-round, priority 1. */
const GOAL_DEFAULTS = { category: 'spiritual', season: 'year-round', priority: 1 } as const;

const goalFields = {
  title,
  description,
  category: z._default(category, GOAL_DEFAULTS.category),
  season: z._default(season, GOAL_DEFAULTS.season),
  priority: z._default(priority, GOAL_DEFAULTS.priority),
  targetDate: isoDate(goalMessages.targetDate),
};

/** The goal form (spec part 1 section 5). */
export const goalForm = z.object(goalFields);
export type GoalFormValues = z.input<typeof goalForm>;
/** What the goal form starts from (an edit: `formValuesOf(goalFormEmpty, goal)`). */
export const goalFormEmpty: FormValues<GoalFormValues> = {
  title: '',
  description: '',
  ...GOAL_DEFAULTS,
  targetDate: '',
};

/** POST /api/goals; `id` may be supplied by the client (the same id again answers the same goal). */
export const goalCreateBody = z.strictObject({ id: z.optional(uuid), ...goalFields });
export type GoalCreateBody = z.input<typeof goalCreateBody>;

/** PUT /api/goals/{id}: the edit form's fields, or only progressPercentage. Fields left out keep their value. */
export const goalUpdateBody = checked(
  z.strictObject({
    title: z.optional(title),
    description: z.optional(description),
    category: z.optional(category),
    season: z.optional(season),
    priority: z.optional(priority),
    targetDate: z.optional(isoDate(goalMessages.targetDate)),
    progressPercentage: z.optional(progress),
  }),
  z.refine((v) => Object.keys(v).length > 0, commonMessages.noChange),
);
export type GoalUpdateBody = z.input<typeof goalUpdateBody>;
/** The update takes every field of the create, and progress (form-values.ts: a field in one only does not compile). */
export const GOAL_BODIES_AGREE: SameKeys<
  keyof GoalUpdateBody,
  UpdateFields<GoalCreateBody, 'progressPercentage'>
> = true;
/** Each text field a goal's update changes, and what two devices' edits of it do (conflicts.ts). */
export const GOAL_TEXT_FIELDS = {
  title: 'conflict',
  description: 'conflict',
  targetDate: 'last-writer-wins',
} as const satisfies Record<TextFieldsOf<GoalUpdateBody>, TextPolicy>;

export const goal = z.object({
  id: uuid,
  title: z.string(),
  description: z.string(),
  category,
  season,
  priority: z.int(),
  targetDate: z.string(),
  startDate: z.nullable(z.string()),
  progressPercentage: z.int(),
  completedAt: z.nullable(timestamp),
  isActive: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Goal = z.infer<typeof goal>;

export const goalList = z.array(goal);
/** POST /api/goals answers the goal and its tasks (none yet; AI tasks come with the daily-plan issue). */
export const goalCreateResponse = z.object({ goal, tasks: z.array(z.unknown()) });

/** Goals over REST (the app writes them through sync). */
export const goalRoutes = routeTable('goals', 'signed-in', {
  listGoals: get('/api/goals', {
    summary: "The signed-in user's goals, oldest first, paged (limits.ts)",
    query: pageQuery,
    response: goalList,
  }),
  createGoal: post('/api/goals', {
    summary: 'Create a goal (free members: one goal)',
    body: goalCreateBody,
    status: 201,
    response: goalCreateResponse,
  }),
  updateGoal: put('/api/goals/:id', {
    summary: 'Change a goal: the edit form fields, or only progressPercentage',
    params: idParams,
    body: goalUpdateBody,
    response: goal,
  }),
  deleteGoal: del('/api/goals/:id', {
    summary: 'Delete a goal and its tasks',
    params: idParams,
    response: okResponse,
  }),
});
