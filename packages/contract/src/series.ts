import * as z from 'zod/mini';
import { checked } from './checked';
import { actionStepGroup } from './entries';
import { get, post, routeTable } from './route-builder';

export const SERIES_LENGTH = 7;

export const seriesMessages = {
  topicNotFound: 'That series does not exist.',
  dayNotFound: 'That day of the series is not available.',
  notEnrolled: 'Start this series first.',
  notYet: 'Finish the earlier days of this series first.',
} as const;

/** A series topic's own fields, as members and the admin see them. */
export const seriesTopicFields = {
  id: z.int(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.nullable(z.string()),
  orderIndex: z.int(),
  isActive: z.boolean(),
};
export const seriesTopic = z.object({
  ...seriesTopicFields,
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
  completedAt: z.nullable(z.string()),
  completedDays: z.array(z.int()),
  /** how many times the series was finished; a restart keeps it (and lastCompletedAt) */
  timesCompleted: z.int(),
  lastCompletedAt: z.nullable(z.string()),
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
  audioUrl: z.nullable(z.string()),
});
export type SeriesEntry = z.infer<typeof seriesEntry>;

const topicId = checked(
  z.int({ error: 'Choose a series' }),
  z.positive('Choose a series'),
  z.maximum(2_147_483_647, 'Choose a series'),
);

export const enrollBody = z.strictObject({ topicId });
/** POST /api/series/continue: make this series the active one and answer its current day. */
export const continueBody = z.strictObject({ topicId });
export const continueResponse = z.object({ progress: seriesProgress, entry: z.nullable(seriesEntry) });

export const seriesDayParams = z.strictObject({
  topicId: checked(z.coerce.number(), z.int(), z.positive()),
  day: checked(z.coerce.number(), z.int(), z.minimum(1), z.maximum(SERIES_LENGTH)),
});

/** POST /api/series/days/complete: the day's plan (the REIGN steps), saved once per user and day. */
export const completeDayBody = z.strictObject({
  seriesDailyEntryId: checked(z.int(), z.positive()),
  priorities: checked(
    z.array(checked(z.string(), z.trim(), z.minLength(1, 'Priority cannot be empty'), z.maxLength(500))),
    z.minLength(1),
    z.maxLength(3),
  ),
  actionSteps: z._default(checked(z.array(actionStepGroup), z.maxLength(3)), []),
  challenges: z._default(checked(z.string(), z.trim(), z.maxLength(5000)), ''),
  encouragement: z._default(checked(z.string(), z.trim(), z.maxLength(10000)), ''),
});
export type CompleteDayBody = z.input<typeof completeDayBody>;

const seriesTopicList = z.array(seriesTopic);
const seriesProgressList = z.array(seriesProgress);

/** The 7-day series: topics, progress and each day's plan (paid members). */
export const seriesRoutes = routeTable('series', 'paid', {
  seriesTopics: get('/api/series/topics', {
    summary: 'The active 7-day series, in order',
    response: seriesTopicList,
  }),
  seriesProgressList: get('/api/series/progress', {
    summary: "The user's series progress",
    response: seriesProgressList,
  }),
  seriesEnroll: post('/api/series/enroll', {
    summary: 'Start a series at day 1 (or restart a completed one); it becomes the active series',
    body: enrollBody,
    response: seriesProgress,
  }),
  seriesContinue: post('/api/series/continue', {
    summary: 'Make an enrolled series the active one and answer its current day',
    body: continueBody,
    response: continueResponse,
  }),
  seriesDay: get('/api/series/:topicId/days/:day', {
    summary: 'One day of a series (days up to the current one)',
    params: seriesDayParams,
    response: seriesEntry,
  }),
  seriesCompleteDay: post('/api/series/days/complete', {
    summary: "Save a series day's plan; the series moves to the next day, and completes after day 7",
    body: completeDayBody,
    response: seriesProgress,
  }),
});
