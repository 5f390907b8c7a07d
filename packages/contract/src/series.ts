import { z } from 'zod';
import { actionStepGroup } from './entries';

export const SERIES_LENGTH = 7;

export const seriesMessages = {
  topicNotFound: 'That series does not exist.',
  dayNotFound: 'That day of the series is not available.',
  notEnrolled: 'Start this series first.',
  notYet: 'Finish the earlier days of this series first.',
} as const;

export const seriesTopic = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  orderIndex: z.int(),
  isActive: z.boolean(),
  /** how many of the 7 days have content */
  dayCount: z.int(),
});
export type SeriesTopic = z.infer<typeof seriesTopic>;

export const seriesProgress = z.object({
  id: z.int(),
  seriesTopicId: z.int(),
  seriesTopic: z.object({ title: z.string(), description: z.string() }),
  currentDay: z.int(),
  isActive: z.boolean(),
  isCompleted: z.boolean(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  completedDays: z.array(z.int()),
});
export type SeriesProgress = z.infer<typeof seriesProgress>;

export const seriesEntry = z.object({
  id: z.int(),
  seriesTopicId: z.int(),
  dayNumber: z.int(),
  title: z.string(),
  verse: z.string(),
  verseReference: z.string(),
  reflection: z.string(),
  audioUrl: z.string().nullable(),
});
export type SeriesEntry = z.infer<typeof seriesEntry>;

const topicId = z
  .int({ error: 'Choose a series' })
  .positive('Choose a series')
  .max(2_147_483_647, 'Choose a series');

export const enrollBody = z.strictObject({ topicId });
/** POST /api/series/continue: make this series the active one and answer its current day. */
export const continueBody = z.strictObject({ topicId });
export const continueResponse = z.object({ progress: seriesProgress, entry: seriesEntry.nullable() });

export const seriesDayParams = z.strictObject({
  topicId: z.coerce.number().int().positive(),
  day: z.coerce.number().int().min(1).max(SERIES_LENGTH),
});

/** POST /api/series/days/complete: the day's plan (the REIGN steps), saved once per user and day. */
export const completeDayBody = z.strictObject({
  seriesDailyEntryId: z.int().positive(),
  priorities: z.array(z.string().trim().min(1, 'Priority cannot be empty').max(500)).min(1).max(3),
  actionSteps: z.array(actionStepGroup).max(3).default([]),
  challenges: z.string().trim().max(5000).default(''),
  encouragement: z.string().trim().max(10000).default(''),
});
export type CompleteDayBody = z.input<typeof completeDayBody>;
