import * as z from 'zod/mini';
import { checked } from './checked';
import { timestamp, uuid } from './common';
import { DEFAULT_CHALLENGES, DEFAULT_ENCOURAGEMENT, ENCOURAGEMENT_MAX } from './entry-defaults';
import { isoDate } from './fields';
import { pageQuery } from './page-query';
import { get, post, routeTable } from './route-builder';
import { translationId } from './translations';

export { DEFAULT_CHALLENGES, DEFAULT_ENCOURAGEMENT, ENCOURAGEMENT_MAX };

export const entryMessages = {
  verse: 'The verse is required',
  reference: 'The verse reference is required',
  priorities: 'Add at least one priority',
  priority: 'Priority cannot be empty',
  tooLong: 'This text is too long',
  /** a plan for a date after tomorrow (Central): the device's clock is likely wrong (issue 15) */
  dateTooLate: 'A plan can be saved for today or tomorrow only. Check the date and time on this device.',
  notFound: 'Daily plan not found.',
} as const;

const text = (max: number, required?: string) =>
  checked(
    z.string(required ? { error: required } : undefined),
    z.trim(),
    z.maxLength(max, entryMessages.tooLong),
  );

/** A prayer request a plan prayed for (issue 20): its id and its title as it was that day. */
export const prayedForItem = z.strictObject({ id: uuid, title: checked(text(120), z.minLength(1)) });
export type PrayedFor = z.infer<typeof prayedForItem>;

/** The longest action a plan keeps (a built-in step quoting a verse stays within it). */
export const ACTION_TEXT_MAX = 500;
export const actionStepGroup = z.strictObject({
  priority: checked(text(500), z.minLength(1, entryMessages.priority)),
  actions: checked(z.array(checked(text(ACTION_TEXT_MAX), z.minLength(1))), z.maxLength(20)),
});
export type ActionStepGroup = z.infer<typeof actionStepGroup>;

/** POST /api/entries: the saved daily plan. */
export const entryCreateBody = z.strictObject({
  id: z.optional(uuid),
  date: isoDate(),
  verse: checked(text(5000, entryMessages.verse), z.minLength(1, entryMessages.verse)),
  verseReference: checked(text(200, entryMessages.reference), z.minLength(1, entryMessages.reference)),
  verseReflection: z.optional(z.nullable(text(10000))),
  /** the translation of the verse as the plan showed it (issue 51); left out: not known */
  verseTranslation: z.optional(z.nullable(translationId)),
  priorities: checked(
    z.array(checked(text(500), z.minLength(1, entryMessages.priority))),
    z.minLength(1, entryMessages.priorities),
    z.maxLength(3),
  ),
  actionSteps: z._default(checked(z.array(actionStepGroup), z.maxLength(3)), []),
  challenges: z.pipe(
    z.optional(text(5000)),
    z.transform((v) => (v ? v : DEFAULT_CHALLENGES)),
  ),
  /** the prayer shown on Navigate in Faith (issue 37); the default sentence when there is none */
  encouragement: z.pipe(
    z.optional(text(ENCOURAGEMENT_MAX)),
    z.transform((v) => (v ? v : DEFAULT_ENCOURAGEMENT)),
  ),
  /** issue 20: the prayer requests the day's prayer named (at most 3); left out when none */
  prayedFor: z.optional(checked(z.array(prayedForItem), z.maxLength(3))),
});
export type EntryCreateBody = z.input<typeof entryCreateBody>;

export const entry = z.object({
  id: uuid,
  date: z.string(),
  verse: z.string(),
  verseReference: z.string(),
  verseReflection: z.nullable(z.string()),
  /**
   * the translation the verse was shown in when the plan was saved (issue 51); null (or absent: a
   * plan saved before the field existed) when not known
   */
  verseTranslation: z._default(z.nullable(translationId), null),
  priorities: z.array(z.string()),
  actionSteps: z.array(z.object({ priority: z.string(), actions: z.array(z.string()) })),
  challenges: z.nullable(z.string()),
  encouragement: z.nullable(z.string()),
  /** issue 20: present only on plans that prayed for requests */
  prayedFor: z.optional(z.array(z.object({ id: z.string(), title: z.string() }))),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Entry = z.infer<typeof entry>;
export const entryList = z.array(entry);
export const entryCreateResponse = z.object({ id: uuid, entry });

/** Daily plans over REST (the app writes them through sync). */
export const entryRoutes = routeTable('entries', 'signed-in', {
  createEntry: post('/api/entries', {
    summary: 'Save a daily plan (idempotent for a client-made id)',
    body: entryCreateBody,
    status: 201,
    response: entryCreateResponse,
  }),
  listEntries: get('/api/entries/user', {
    summary: "The signed-in user's daily plans, newest first, paged (limits.ts)",
    query: pageQuery,
    response: entryList,
  }),
});
