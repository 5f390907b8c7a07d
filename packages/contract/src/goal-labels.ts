// A goal's categories, seasons and messages: plain values, no schema. A screen that only names a
// category or shows a message imports this module, not goals.ts, whose schemas are built when it
// loads (a dashboard's start built every goal schema for one message: docs/performance.md).

export const GOAL_CATEGORIES = ['spiritual', 'personal', 'professional', 'health', 'relationships'] as const;
export const GOAL_SEASONS = ['spring', 'summer', 'fall', 'winter', 'year-round'] as const;
export type GoalCategory = (typeof GOAL_CATEGORIES)[number];
export type GoalSeason = (typeof GOAL_SEASONS)[number];

export const goalMessages = {
  targetDate: 'Target date is required',
  progress: 'Progress must be a whole number from 0 to 100',
  category: 'Choose a category: spiritual, personal, professional, health or relationships',
  season: 'Choose a season: spring, summer, fall, winter or year-round',
  freeLimit: 'Multiple goals require a paid membership. Upgrade to create unlimited goals!',
  notFound: 'Goal not found.',
  deleted: 'Goal deleted.',
} as const;
