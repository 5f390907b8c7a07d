import * as z from 'zod/mini';
import { checked } from './checked';
import { actionStepGroup } from './entries';
import { languageId } from './language-id';
import { get, post, routeTable } from './route-builder';

export const SERIES_LENGTH = 7;

/** 'Day 3 opens tomorrow': a series day opens the calendar day after the one before it was completed. */
export function dayOpensTomorrow(day: number): string {
  return `Day ${day} opens tomorrow`;
}

export const seriesMessages = {
  topicNotFound: 'That series does not exist.',
  dayNotFound: 'That day of the series is not available.',
  notEnrolled: 'Start this series first.',
  notYet: 'Finish the earlier days of this series first.',
  notReady: 'This series is not ready yet.',
  /** the server's answer for a day that is not open yet: 'Day 3 opens tomorrow.' */
  opensTomorrow: ({ day }: { day: number }) => `${dayOpensTomorrow(day)}.`,
  topic: 'Choose a series',
} as const;

/**
 * A series is ready (members see it and may start it) when it has an active day for each of 1..7;
 * `readyDays` counts the distinct day numbers 1..7 that have an active day.
 */
export const isSeriesReady = (readyDays: number) => readyDays >= SERIES_LENGTH;

/** A series topic's own fields, as members and the admin see them. */
export const seriesTopicFields = {
  id: z.int(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.nullable(z.string()),
  orderIndex: z.int(),
  isActive: z.boolean(),
  /** the language it is written in: members are offered the series of their language */
  language: languageId,
};
export const seriesTopic = z.object({
  ...seriesTopicFields,
  /** how many of the 7 days have content (members are offered ready series only: all 7) */
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
  /**
   * the Central date the current day opens (the day after the one before it was completed), while
   * that is still ahead of the server's today; null when the current day is open
   */
  currentDayOpensOn: z.nullable(z.string()),
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
  z.int({ error: seriesMessages.topic }),
  z.positive(seriesMessages.topic),
  z.maximum(2_147_483_647, seriesMessages.topic),
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
    summary:
      "The active 7-day series that are ready (an active day for each of 1 to 7), in the member's language (the profile's, else the request's), in order",
    response: seriesTopicList,
  }),
  seriesProgressList: get('/api/series/progress', {
    summary: "The user's series progress",
    response: seriesProgressList,
  }),
  seriesEnroll: post('/api/series/enroll', {
    summary:
      'Start a series at day 1 (or restart a completed one); it becomes the active series. 409 when the series is not ready (nothing changes)',
    body: enrollBody,
    response: seriesProgress,
  }),
  seriesContinue: post('/api/series/continue', {
    summary:
      'Make an enrolled series the active one and answer its current day (null when completed or when the day opens tomorrow); 409 when the series is not ready',
    body: continueBody,
    response: continueResponse,
  }),
  seriesDay: get('/api/series/:topicId/days/:day', {
    summary: 'One day of a series (days up to the current one); 409 when the current day opens tomorrow',
    params: seriesDayParams,
    response: seriesEntry,
  }),
  seriesCompleteDay: post('/api/series/days/complete', {
    summary:
      "Save a series day's plan; the series moves to the next day, which opens the next Central calendar day (409 before then), and completes after day 7",
    body: completeDayBody,
    response: seriesProgress,
  }),
});
