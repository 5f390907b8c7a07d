import * as z from 'zod/mini';
import { checked } from './checked';
import { commonMessages, idParams, okResponse, timestamp, uuid } from './common';
import type { FormValues, SameKeys, TextFieldsOf, TextPolicy, UpdateFields } from './entity-fields';
import { fieldMessages, isoDate, optionalText, optionalTextUpdate, requiredText } from './fields';
import { goalMessages } from './goal-labels';
import { GOAL_CATEGORIES } from './goals';
import { pageQuery } from './page-query';
import { del, get, post, put, routeTable } from './route-builder';

export const PRAYER_STATUSES = ['active', 'answered', 'archived'] as const;
export type PrayerStatus = (typeof PRAYER_STATUSES)[number];
/** How many active requests one daily plan may pray for (issue 20). */
export const MAX_PLAN_PRAYERS = 3;

export const prayerMessages = {
  titleTooLong: 'Keep the title under 120 characters',
  forWhomTooLong: 'Keep it under 120 characters',
  status: 'Choose a status: active, answered or archived',
  answeredAt: 'When was it answered?',
  notFound: 'Prayer request not found.',
  deleted: 'Prayer request deleted.',
  anonymous: 'Say whether to share it without your name: true or false',
  circleId: 'Choose a circle to share it with, or none to stop sharing',
} as const;

const title = requiredText(fieldMessages.title, 120, prayerMessages.titleTooLong);
const category = z.enum(GOAL_CATEGORIES, { error: goalMessages.category });
const status = z.enum(PRAYER_STATUSES, { error: prayerMessages.status });
const details = optionalText(2000, fieldMessages.tooLong);
const forWhom = optionalText(120, prayerMessages.forWhomTooLong);
const testimony = optionalText(2000, fieldMessages.tooLong);

const prayerFields = {
  title,
  details,
  forWhom,
  category: z._default(category, 'spiritual'),
};

/** The add / edit form of a prayer request. */
export const prayerForm = z.object(prayerFields);
export type PrayerFormValues = z.input<typeof prayerForm>;
/** What the prayer request form starts from. */
export const prayerFormEmpty: FormValues<PrayerFormValues> = {
  title: '',
  details: '',
  forWhom: '',
  category: 'spiritual',
};

/** POST /api/prayers; `id` may be supplied by the client (the same id again answers the same request). */
export const prayerCreateBody = z.strictObject({ id: z.optional(uuid), ...prayerFields });
export type PrayerCreateBody = z.input<typeof prayerCreateBody>;

/** The 'Mark answered' form and POST /api/prayers/{id}/answer. */
export const prayerAnswerBody = z.strictObject({
  answeredAt: isoDate(prayerMessages.answeredAt),
  testimony,
});
export type PrayerAnswerBody = z.input<typeof prayerAnswerBody>;

/**
 * PUT /api/prayers/{id}: a change set, only the fields that changed. Answering is a change set too
 * (status 'answered', answeredAt, testimony); restoring sets status 'active'.
 */
export const prayerUpdateBody = checked(
  z.strictObject({
    title: z.optional(title),
    details: optionalTextUpdate(2000, fieldMessages.tooLong),
    forWhom: optionalTextUpdate(120, prayerMessages.forWhomTooLong),
    category: z.optional(category),
    status: z.optional(status),
    answeredAt: z.optional(z.nullable(isoDate(prayerMessages.answeredAt))),
    testimony: optionalTextUpdate(2000, fieldMessages.tooLong),
  }),
  z.refine((v) => Object.values(v).some((x) => x !== undefined), commonMessages.noChange),
);
export type PrayerUpdateBody = z.input<typeof prayerUpdateBody>;
/** The update takes every field of the create, and what answering and archiving change. */
export const PRAYER_BODIES_AGREE: SameKeys<
  keyof PrayerUpdateBody,
  UpdateFields<PrayerCreateBody, 'status' | 'answeredAt' | 'testimony'>
> = true;
/** Each text field a prayer request's update changes, and what two devices' edits of it do (conflicts.ts). */
export const PRAYER_TEXT_FIELDS = {
  title: 'conflict',
  details: 'conflict',
  forWhom: 'conflict',
  testimony: 'conflict',
  answeredAt: 'last-writer-wins',
} as const satisfies Record<TextFieldsOf<PrayerUpdateBody>, TextPolicy>;

export const prayer = z.object({
  id: uuid,
  title: z.string(),
  details: z.nullable(z.string()),
  forWhom: z.nullable(z.string()),
  category,
  status,
  /** the Central date it was answered, YYYY-MM-DD */
  answeredAt: z.nullable(z.string()),
  testimony: z.nullable(z.string()),
  /** the circle it is shared with (issue 52), null while it stays private (prayer.share) */
  sharedCircleId: z.nullable(uuid),
  /** shared without the person's name: the circle never learns who asked */
  sharedAnonymously: z._default(z.boolean(), false),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Prayer = z.infer<typeof prayer>;
export const prayerList = z.array(prayer);

/**
 * PUT /api/prayers/{id}/share and `prayer.share` (issue 52): share the request with a circle the
 * person is in, with their name or without (`anonymous`), or stop sharing it (`circleId` null). A
 * request shared with one circle moves to another only after sharing stops (decisions.md).
 */
export const prayerShareBody = z.strictObject({
  circleId: z.nullable(z.uuid(prayerMessages.circleId)),
  anonymous: z._default(z.boolean({ error: prayerMessages.anonymous }), false),
});
export type PrayerShareBody = z.input<typeof prayerShareBody>;

/** The prayer journal over REST (the app writes it through sync). Free and paid alike, up to ACCOUNT_LIMITS.prayers. */
export const prayerRoutes = routeTable('prayers', 'signed-in', {
  listPrayers: get('/api/prayers', {
    summary: "The signed-in user's prayer requests, oldest first, paged (limits.ts)",
    query: pageQuery,
    response: prayerList,
  }),
  createPrayer: post('/api/prayers', {
    summary: 'Add a prayer request (free and paid alike, up to ACCOUNT_LIMITS.prayers)',
    body: prayerCreateBody,
    status: 201,
    response: prayer,
  }),
  updatePrayer: put('/api/prayers/:id', {
    summary: 'Change a prayer request: only the fields sent',
    params: idParams,
    body: prayerUpdateBody,
    response: prayer,
  }),
  deletePrayer: del('/api/prayers/:id', {
    summary: 'Delete a prayer request',
    params: idParams,
    response: okResponse,
  }),
  answerPrayer: post('/api/prayers/:id/answer', {
    summary: 'Mark a prayer request answered, on a date, with an optional testimony',
    params: idParams,
    body: prayerAnswerBody,
    response: prayer,
  }),
  sharePrayer: put('/api/prayers/:id/share', {
    summary:
      'Share a prayer request with a circle I am in (with or without my name), or stop sharing it (circleId null)',
    params: idParams,
    body: prayerShareBody,
    response: prayer,
  }),
});
