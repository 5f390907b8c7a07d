import { z } from 'zod';
import { isoDate, timestamp, uuid } from './common';

export const GOAL_CATEGORIES = ['spiritual', 'personal', 'professional', 'health', 'relationships'] as const;
export const GOAL_SEASONS = ['spring', 'summer', 'fall', 'winter', 'year-round'] as const;
export type GoalCategory = (typeof GOAL_CATEGORIES)[number];
export type GoalSeason = (typeof GOAL_SEASONS)[number];

export const goalMessages = {
  title: 'Title is required',
  description: 'Description is required',
  targetDate: 'Target date is required',
  priority: 'Priority must be a whole number from 1 to 5',
  progress: 'Progress must be a whole number from 0 to 100',
  category: 'Choose a category: spiritual, personal, professional, health or relationships',
  season: 'Choose a season: spring, summer, fall, winter or year-round',
  tooLong: 'Keep it under 2,000 characters',
  freeLimit: 'Multiple goals require a paid membership. Upgrade to create unlimited goals!',
  notFound: 'Goal not found.',
} as const;

const title = z
  .string({ error: goalMessages.title })
  .trim()
  .min(1, goalMessages.title)
  .max(200, goalMessages.tooLong);
const description = z
  .string({ error: goalMessages.description })
  .trim()
  .min(1, goalMessages.description)
  .max(2000, goalMessages.tooLong);
const category = z.enum(GOAL_CATEGORIES, { error: goalMessages.category });
const season = z.enum(GOAL_SEASONS, { error: goalMessages.season });
const priority = z
  .int({ error: goalMessages.priority })
  .min(1, goalMessages.priority)
  .max(5, goalMessages.priority);
const progress = z
  .int({ error: goalMessages.progress })
  .min(0, goalMessages.progress)
  .max(100, goalMessages.progress);

/** The goal form (spec part 1 section 5): defaults spiritual, year-round, priority 1. */
export const goalForm = z.object({
  title,
  description,
  category: category.default('spiritual'),
  season: season.default('year-round'),
  priority: priority.default(1),
  targetDate: isoDate(goalMessages.targetDate),
});
export type GoalFormValues = z.input<typeof goalForm>;

/** POST /api/goals; `id` may be supplied by the client (the same id again answers the same goal). */
export const goalCreateBody = z.strictObject({ id: uuid.optional(), ...goalForm.shape });
export type GoalCreateBody = z.input<typeof goalCreateBody>;

/** PUT /api/goals/{id}: the edit form's fields, or only progressPercentage. Fields left out keep their value. */
export const goalUpdateBody = z
  .strictObject({
    title: title.optional(),
    description: description.optional(),
    category: category.optional(),
    season: season.optional(),
    priority: priority.optional(),
    targetDate: isoDate(goalMessages.targetDate).optional(),
    progressPercentage: progress.optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'Send at least one field to change');
export type GoalUpdateBody = z.input<typeof goalUpdateBody>;

export const goal = z.object({
  id: uuid,
  title: z.string(),
  description: z.string(),
  category,
  season,
  priority: z.int(),
  targetDate: z.string(),
  startDate: z.string().nullable(),
  progressPercentage: z.int(),
  completedAt: timestamp.nullable(),
  isActive: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Goal = z.infer<typeof goal>;

export const goalList = z.array(goal);
/** POST /api/goals answers the goal and its tasks (none yet; AI tasks come with the daily-plan issue). */
export const goalCreateResponse = z.object({ goal, tasks: z.array(z.unknown()) });
