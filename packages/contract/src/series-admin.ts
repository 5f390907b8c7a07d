import * as z from 'zod/mini';
import { adminMessages } from './admin-messages';
import { checked } from './checked';
import { numericIdParams, okResponse } from './common';
import { fieldMessages, formOrActiveToggle, requiredText } from './fields';
import { languageId } from './language-id';
import { pageQuery } from './page-query';
import { del, get, post, put, routeTable } from './route-builder';
import { adminGeneratedReflection } from './scripture-admin';
import { seriesEntry, seriesTopicFields } from './series';
import { uploadedAudioUrl, uploadedImageUrl } from './uploads';

export const seriesAdminMessages = {
  orderIndex: 'Order index must be 0 or greater',
  dayNumber: 'Day number must be from 1 to 7',
  dayTaken: 'That day already has an entry in this series.',
  verseReference: 'Verse reference is required',
  reflection: 'Reflection must be at least 50 characters',
  missingInformation: 'Please fill in verse, verse reference, and day title before generating reflection.',
  deleted: 'Series deleted.',
  dayDeleted: 'Entry deleted.',
} as const;

export const adminSeriesTopicBody = z.strictObject({
  title: requiredText(fieldMessages.title, 200),
  description: requiredText(fieldMessages.description, 2000),
  imageUrl: uploadedImageUrl,
  orderIndex: z.optional(
    checked(
      z.coerce.number({ error: seriesAdminMessages.orderIndex }),
      z.int(),
      z.minimum(0, seriesAdminMessages.orderIndex),
    ),
  ),
  isActive: z._default(z.boolean(), true),
  /** the language the series is written in (members of that language are offered it); English unless given */
  language: z._default(languageId, 'en'),
});
export const adminSeriesTopicUpdate = formOrActiveToggle(adminSeriesTopicBody);

export const adminSeriesEntryBody = z.strictObject({
  dayNumber: checked(
    z.coerce.number({ error: seriesAdminMessages.dayNumber }),
    z.int(seriesAdminMessages.dayNumber),
    z.minimum(1, seriesAdminMessages.dayNumber),
    z.maximum(7, seriesAdminMessages.dayNumber),
  ),
  title: requiredText(fieldMessages.title, 200),
  verse: requiredText(adminMessages.verse, 5000),
  verseReference: requiredText(seriesAdminMessages.verseReference, 200),
  reflection: checked(
    z.string({ error: seriesAdminMessages.reflection }),
    z.trim(),
    z.minLength(50, seriesAdminMessages.reflection),
    z.maxLength(10000),
  ),
  audioUrl: uploadedAudioUrl,
  isActive: z._default(z.boolean(), true),
});
export const adminSeriesEntryUpdate = formOrActiveToggle(adminSeriesEntryBody);

export const adminSeriesTopic = z.object({
  ...seriesTopicFields,
  entryCount: z.int(),
  /** how many of days 1..7 have an active entry; 7 means members see the series (isSeriesReady) */
  readyDays: z.int(),
  createdAt: z.string(),
});
/** A daily entry as the admin sees it: the day a member reads, and whether it is shown. */
export const adminSeriesEntry = z.extend(seriesEntry, { isActive: z.boolean() });

export const generateSeriesReflectionBody = z.strictObject({
  verse: z._default(checked(z.string(), z.trim(), z.maxLength(5000)), ''),
  verseReference: z._default(checked(z.string(), z.trim(), z.maxLength(200)), ''),
  seriesTitle: z._default(checked(z.string(), z.trim(), z.maxLength(200)), ''),
  dayTitle: z._default(checked(z.string(), z.trim(), z.maxLength(200)), ''),
  dayNumber: z.optional(checked(z.coerce.number(), z.int(), z.minimum(1), z.maximum(7))),
});

const topicEntryParams = z.strictObject({
  id: checked(z.coerce.number(), z.int(), z.positive()),
  entryId: checked(z.coerce.number(), z.int(), z.positive()),
});

/** The admin of the 7-day series: topics and their daily entries. */
export const seriesAdminRoutes = routeTable('admin', 'admin', {
  adminSeries: get('/api/admin/series', {
    summary: 'Every series topic, in order, paged (limits.ts)',
    query: pageQuery,
    response: z.array(adminSeriesTopic),
  }),
  adminCreateSeries: post('/api/admin/series', {
    summary: 'Create a series topic (order index defaults to the count plus one)',
    body: adminSeriesTopicBody,
    status: 201,
    response: adminSeriesTopic,
  }),
  adminUpdateSeries: put('/api/admin/series/:id', {
    summary: 'Change a series topic (the full form, or only isActive)',
    params: numericIdParams,
    body: adminSeriesTopicUpdate,
    response: adminSeriesTopic,
  }),
  adminDeleteSeries: del('/api/admin/series/:id', {
    summary: 'Delete a series topic with its entries',
    params: numericIdParams,
    response: okResponse,
  }),
  adminSeriesEntries: get('/api/admin/series/:id/entries', {
    summary: "A series' daily entries",
    params: numericIdParams,
    response: z.array(adminSeriesEntry),
  }),
  adminCreateSeriesEntry: post('/api/admin/series/:id/entries', {
    summary: 'Add a daily entry (day 1 to 7, once per day)',
    params: numericIdParams,
    body: adminSeriesEntryBody,
    status: 201,
    response: adminSeriesEntry,
  }),
  adminUpdateSeriesEntry: put('/api/admin/series/:id/entries/:entryId', {
    summary: 'Change a daily entry (the full form, or only isActive)',
    params: topicEntryParams,
    body: adminSeriesEntryUpdate,
    response: adminSeriesEntry,
  }),
  adminDeleteSeriesEntry: del('/api/admin/series/:id/entries/:entryId', {
    summary: 'Delete a daily entry',
    params: topicEntryParams,
    response: okResponse,
  }),
  adminGenerateSeriesReflection: post('/api/admin/series/generate-reflection', {
    summary:
      'A new AI reflection for a series day, from its verse, series title, day title and number; the built-in one, saying so, when AI is off or fails',
    body: generateSeriesReflectionBody,
    response: adminGeneratedReflection,
  }),
});
