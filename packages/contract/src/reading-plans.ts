import * as z from 'zod/mini';
import { checked } from './checked';
import { commonMessages, idParams, okResponse, timestamp, uuid } from './common';
import { intBetween, isoDate } from './fields';
import { ACCOUNT_LIMITS } from './limits';
import { pageQuery } from './page-query';
import { del, get, post, put, routeTable } from './route-builder';

/**
 * Reading plans (issue 38): a started plan and the days read of it. Which days read what comes from
 * @reign/bible's generator (reading-plans/), the same on every device and the server; these rows
 * hold only the person's choices and ticks.
 */
export const READING_PLAN_KEYS = [
  'bible-in-a-year',
  'new-testament-90',
  'psalms-proverbs-31',
  'gospels-30',
  'custom',
] as const;
export const READING_PLAN_STATUSES = ['active', 'stopped'] as const;
/** The longest plan, in days (two years); @reign/bible's MAX_PLAN_DAYS, checked equal by a test. */
export const MAX_READING_PLAN_DAYS = ACCOUNT_LIMITS.readingDaysPerPlan;
/** How many plans may be active at once. */
export const MAX_ACTIVE_READING_PLANS = 20;

export const readingPlanMessages = {
  planKey:
    'Choose a reading plan: Bible in a Year, New Testament in 90 days, Psalms and Proverbs, the Gospels, or your own',
  days: `A plan can be from 1 to ${MAX_READING_PLAN_DAYS} days (2 years)`,
  book: 'Name each book by its short id, like Gen or Ps',
  tooManyBooks: 'Choose at most 66 books',
  status: 'Choose a status: active or stopped',
  day: 'Days are counted from 1',
  notFound: 'Reading plan not found.',
  deleted: 'Reading plan deleted.',
  markedRead: 'Marked as read.',
  markedUnread: 'Marked as not read.',
  tooManyActive: `You have ${MAX_ACTIVE_READING_PLANS} active reading plans, the most at once. Finish or stop one to start another.`,
  dayPastEnd: ({ days }: { days: number }) => `This plan has ${days} days; there is no day after ${days}.`,
  start: 'Choose the day the plan starts',
  // what is wrong with a plan to start (@reign/bible's planScope)
  unknownPlan: ({ planKey }: { planKey: string }) => `There is no reading plan called '${planKey}'.`,
  notABook: ({ book }: { book: string }) => `'${book}' is not a book of the Bible.`,
  noBooks: 'Choose at least one book for your plan.',
  noDays: 'A plan needs at least 1 day.',
  tooLong: ({ days }: { days: number }) => `A plan can be at most ${days} days (2 years).`,
  tooFewVerses: ({ verses }: { verses: number }) =>
    `These books have ${verses} verses, so their plan can be at most ${verses} days.`,
} as const;

const planKey = z.enum(READING_PLAN_KEYS, { error: readingPlanMessages.planKey });
const status = z.enum(READING_PLAN_STATUSES, { error: readingPlanMessages.status });
const bookId = checked(
  z.string({ error: readingPlanMessages.book }),
  z.trim(),
  z.minLength(1),
  z.maxLength(30),
);
const customBooks = checked(z.array(bookId), z.maxLength(66, readingPlanMessages.tooManyBooks));
const days = intBetween(1, MAX_READING_PLAN_DAYS, readingPlanMessages.days);
const dayNumber = intBetween(1, MAX_READING_PLAN_DAYS, readingPlanMessages.day);
/** The days moved to the catch-up week, at most a plan's length. */
const catchUpDays = checked(z.array(dayNumber), z.maxLength(MAX_READING_PLAN_DAYS));

/** POST /api/reading-plans and `readingPlan.start`: a plan started on a date. */
export const readingPlanStartBody = z.strictObject({
  id: z.optional(uuid),
  planKey,
  /** for 'custom': the chosen books (OSIS ids such as 'Gen'), read in canonical order */
  customBooks: z._default(customBooks, []),
  /** for 'custom' */
  customDays: z._default(z.nullable(days), null),
  startDate: isoDate(readingPlanMessages.start),
});
export type ReadingPlanStartBody = z.input<typeof readingPlanStartBody>;

/**
 * PUT /api/reading-plans/{id}: a change set. 'Start again from today' changes `startDate`; 'Catch
 * up over the next week' sets `catchUpFrom` and the missed days; stopping sets `status`.
 */
export const readingPlanUpdateBody = checked(
  z.strictObject({
    startDate: z.optional(isoDate()),
    catchUpFrom: z.optional(z.nullable(isoDate())),
    catchUpDays: z.optional(catchUpDays),
    status: z.optional(status),
  }),
  z.refine((v) => Object.values(v).some((x) => x !== undefined), commonMessages.noChange),
);
export type ReadingPlanUpdateBody = z.input<typeof readingPlanUpdateBody>;

export const readingPlan = z.object({
  id: uuid,
  planKey,
  customBooks: z.array(z.string()),
  customDays: z.nullable(z.int()),
  /** the Central date of day 1 */
  startDate: z.string(),
  /** the first date of the catch-up week, null when none was chosen */
  catchUpFrom: z.nullable(z.string()),
  /** the days spread over the catch-up week, in order */
  catchUpDays: z.array(z.int()),
  status,
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type ReadingPlan = z.infer<typeof readingPlan>;

/** POST /api/reading-plans/{id}/progress and `readingProgress.mark`: a day ticked or unticked. */
export const readingProgressMarkBody = z.strictObject({
  planId: uuid,
  day: dayNumber,
  read: z.boolean(),
  /** the Central date it was read on (the person's today) */
  readOn: isoDate(),
});
export type ReadingProgressMarkBody = z.input<typeof readingProgressMarkBody>;

/** A day of a plan read; its id is readingProgressId(planId, day), so two devices make one row. */
export const readingProgress = z.object({
  id: uuid,
  planId: uuid,
  day: z.int(),
  readOn: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type ReadingProgress = z.infer<typeof readingProgress>;

/** Reading plans over REST (the app writes them through sync). Free for everyone. */
export const readingPlanRoutes = routeTable('reading-plans', 'signed-in', {
  listReadingPlans: get('/api/reading-plans', {
    summary:
      "The signed-in user's reading plans, oldest first, paged (limits.ts); each one's days read from its progress",
    query: pageQuery,
    response: z.array(readingPlan),
  }),
  readingPlanProgress: get('/api/reading-plans/:id/progress', {
    summary: `The days read of one plan, by day (at most ${MAX_READING_PLAN_DAYS}, its length)`,
    params: idParams,
    response: z.array(readingProgress),
  }),
  startReadingPlan: post('/api/reading-plans', {
    summary: `Start a reading plan on a date (at most ${MAX_ACTIVE_READING_PLANS} active at once)`,
    body: readingPlanStartBody,
    status: 201,
    response: readingPlan,
  }),
  updateReadingPlan: put('/api/reading-plans/:id', {
    summary: 'Change a plan: start again, catch up, stop or resume (only the fields sent)',
    params: idParams,
    body: readingPlanUpdateBody,
    response: readingPlan,
  }),
  deleteReadingPlan: del('/api/reading-plans/:id', {
    summary: 'Delete a reading plan and its progress',
    params: idParams,
    response: okResponse,
  }),
  markReadingDay: post('/api/reading-plans/:id/progress', {
    summary: 'Tick or untick a day of a plan as read',
    params: idParams,
    body: z.strictObject({ day: dayNumber, read: z.boolean(), readOn: isoDate() }),
    response: okResponse,
  }),
});

/** The 'Make your own' form: the books (at least one), the days and the start date. */
export const readingPlanCustomForm = z.object({
  customBooks: checked(z.array(bookId), z.minLength(1, 'Choose at least one book'), z.maxLength(66)),
  customDays: days,
  startDate: isoDate(readingPlanMessages.start),
});
export type ReadingPlanCustomFormValues = z.input<typeof readingPlanCustomForm>;
