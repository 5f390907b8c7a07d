import * as z from 'zod/mini';
import { checked } from './checked';
import { idParams, okResponse, timestamp, uuid } from './common';
import { intBetween } from './fields';
import { MAX_READING_PLAN_DAYS, readingPlan, readingPlanStartBody } from './reading-plans';
import { del, put, routeTable } from './route-builder';

// Reading together (issue 52): a circle follows one reading plan from a start date. Each member says
// which of its days they have read (their catch-up stays their own: the circle's day moves on with the
// calendar) and may leave a short note on a day's reading. All three are rows of the circle's, reaching
// members through the circle's pull; reads and notes are written offline like every write.

/** The longest note on a day's reading, in characters. */
export const CIRCLE_NOTE_MAX = 500;

const count = (n: number) => n.toLocaleString('en-US');

export const circleReadingMessages = {
  none: 'This circle is not reading a plan together.',
  notThisReading: "That day is not part of the circle's plan.",
  noteEmpty: 'Write a note first',
  noteTooLong: `Keep a note to ${CIRCLE_NOTE_MAX} characters or fewer`,
  noteNotFound: 'This note is no longer there.',
  notYourNote: 'Only its writer or a leader can delete a note.',
  tooManyReads: ({ limit }: { limit: number }) =>
    `You marked ${count(limit)} days in the last 24 hours, the most allowed. Try again later.`,
  tooManyNotes: ({ limit }: { limit: number }) =>
    `You left ${count(limit)} notes in the last 24 hours, the most allowed. Write more later.`,
  started: 'The circle is reading this plan together.',
  stopped: 'The circle stopped reading together.',
} as const;

const { planKey, customBooks, customDays, startDate } = readingPlanStartBody.shape;

/** PUT /api/circles/{id}/reading: the plan a circle reads together (leaders). One replaces the last. */
export const circleReadingBody = z.strictObject({ planKey, customBooks, customDays, startDate });
export type CircleReadingBody = z.input<typeof circleReadingBody>;

/** The plan a circle reads together, as every member sees it. */
export const circleReading = z.object({
  id: uuid,
  circleId: uuid,
  planKey: readingPlan.shape.planKey,
  customBooks: readingPlan.shape.customBooks,
  customDays: readingPlan.shape.customDays,
  /** the date of day 1: the circle's day is counted from it in each member's own calendar */
  startDate: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type CircleReading = z.infer<typeof circleReading>;

/** What every row and write about one day of the circle's plan names: itself, its circle, plan and day. */
const onADay = { id: uuid, circleId: uuid, readingId: uuid, day: z.int() };

/** A member has read a day of the circle's plan. Its id is circleReadId(readingId, day, userId). */
export const circleReadingMark = z.object({
  ...onADay,
  /** who read it (display name, else username): the circle reads together, so every member sees it */
  name: z.string(),
  mine: z.boolean(),
  readAt: timestamp,
});
export type CircleReadingMark = z.infer<typeof circleReadingMark>;

/** A note of the person's own on a circle's reading, as their account export lists it. */
export const ownCircleNote = z.object({ ...onADay, body: z.string(), createdAt: timestamp });
export type OwnCircleNote = z.infer<typeof ownCircleNote>;

/** A member's short note on one day's reading, for the circle: with its writer (display name, else username). */
export const circleReadingNote = z.extend(ownCircleNote, { name: z.string(), mine: z.boolean() });
export type CircleReadingNote = z.infer<typeof circleReadingNote>;

const dayWritten = {
  ...onADay,
  day: intBetween(1, MAX_READING_PLAN_DAYS, circleReadingMessages.notThisReading),
};
const noteBody = checked(
  z.string({ error: circleReadingMessages.noteEmpty }),
  z.trim(),
  z.minLength(1, circleReadingMessages.noteEmpty),
  z.maxLength(CIRCLE_NOTE_MAX, circleReadingMessages.noteTooLong),
);

/** `circleReading.read`: a day read (or not), under the id the reader's devices all make. */
export const circleReadArgs = z.strictObject({ ...dayWritten, read: z.boolean() });
export type CircleReadArgs = z.input<typeof circleReadArgs>;

/** `circleNote.write`: a note left on a day's reading (its id made on the device). */
export const circleNoteArgs = z.strictObject({ ...dayWritten, body: noteBody });
export type CircleNoteArgs = z.input<typeof circleNoteArgs>;

/** `circleNote.delete`: by its writer, or a leader of the circle. */
export const circleNoteDeleteArgs = z.strictObject({ id: uuid, circleId: uuid });
export type CircleNoteDeleteArgs = z.input<typeof circleNoteDeleteArgs>;

/** Reading together: leaders choose and stop the plan (online); every member reads it through the pull. */
export const circleReadingRoutes = routeTable('circle-readings', 'signed-in', {
  setCircleReading: put('/api/circles/:id/reading', {
    summary:
      'Choose the plan the circle reads together and its start date (leaders); it replaces the last one, with its reads and notes',
    params: idParams,
    body: circleReadingBody,
    response: circleReading,
  }),
  stopCircleReading: del('/api/circles/:id/reading', {
    summary: 'Stop reading together (leaders): the plan, its reads and notes leave every device',
    params: idParams,
    response: okResponse,
  }),
});
