import * as z from 'zod/mini';
import { adminMessages } from './admin-messages';
import { checked } from './checked';
import { numericIdParams, okResponse } from './common';
import { fieldMessages, formOrActiveToggle, optionalText, requiredText } from './fields';
import { languageId } from './language-id';
import { pageQuery } from './page-query';
import { del, get, post, put, routeTable } from './route-builder';
import { uploadedFileUrl } from './uploads';

/** A date from the form: 'YYYY-MM-DD' or an ISO timestamp (the spec sends ISO strings); kept as the date. */
const scheduleDate = z.pipe(
  z.pipe(
    checked(
      z.string({ error: fieldMessages.dateRequired }),
      z.trim(),
      z.minLength(1, fieldMessages.dateRequired),
      z.regex(/^\d{4}-\d{2}-\d{2}(T.*)?$/, fieldMessages.dateRequired),
    ),
    z.transform((v) => v.slice(0, 10)),
  ),
  z.iso.date(fieldMessages.dateRequired),
);

export const scheduledScriptureBody = z.strictObject({
  verse: requiredText(adminMessages.verse, 5000),
  reference: requiredText(adminMessages.reference, 200),
  reflection: requiredText(adminMessages.reflection, 10000, adminMessages.reflectionTooLong),
  /** the day's reflection in Spanish (a Spanish reader's); empty: none, the generated one is shown */
  reflectionEs: optionalText(10000, adminMessages.reflectionTooLong),
  scheduleDate,
  audioUrl: uploadedFileUrl,
  isActive: z._default(z.boolean(), true),
});
export type ScheduledScriptureBody = z.input<typeof scheduledScriptureBody>;

/** PUT: the full form, or only isActive (the toggle). */
export const scheduledScriptureUpdate = formOrActiveToggle(scheduledScriptureBody);

export const scheduledScripture = z.object({
  id: z.int(),
  scheduleDate: z.string(),
  reference: z.string(),
  verse: z.string(),
  reflection: z.nullable(z.string()),
  reflectionEs: z.nullable(z.string()),
  audioUrl: z.nullable(z.string()),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type ScheduledScripture = z.infer<typeof scheduledScripture>;

export const bibleLookupQuery = z.strictObject({ reference: requiredText(adminMessages.reference, 200) });
export const bibleLookupResponse = z.object({
  reference: z.string(),
  text: z.string(),
  translation: z.string(),
});

/** What the administrator's 'Generate' writes from: the verse and its reference, in a language (English when left out). */
export const adminGenerateBody = z.strictObject({
  verse: requiredText(adminMessages.verse, 5000),
  reference: requiredText(adminMessages.reference, 200),
  language: z.optional(languageId),
});
/**
 * A reflection for an admin form. `ai`: 'answered' (a new AI text), 'off' (no AI key: the
 * built-in reflection), 'failed' (the AI did not answer usefully: the built-in reflection).
 */
export const adminGeneratedReflection = z.object({
  reflection: z.string(),
  source: z.enum(['ai', 'fallback']),
  ai: z.enum(['answered', 'off', 'failed']),
});
export type AdminGeneratedReflection = z.infer<typeof adminGeneratedReflection>;

const scheduledScriptureList = z.array(scheduledScripture);

/** The admin's scheduled scriptures (the verse of a date) and the Bible lookup of their form. */
export const scriptureAdminRoutes = routeTable('admin', 'admin', {
  adminScriptures: get('/api/admin/scheduled-scriptures', {
    summary: 'Every scheduled scripture, latest date first, paged (limits.ts)',
    query: pageQuery,
    response: scheduledScriptureList,
  }),
  adminCreateScripture: post('/api/admin/scheduled-scriptures', {
    summary: 'Schedule a scripture for a date',
    body: scheduledScriptureBody,
    status: 201,
    response: scheduledScripture,
  }),
  adminUpdateScripture: put('/api/admin/scheduled-scriptures/:id', {
    summary: 'Change a scheduled scripture (the full form, or only isActive)',
    params: numericIdParams,
    body: scheduledScriptureUpdate,
    response: scheduledScripture,
  }),
  adminDeleteScripture: del('/api/admin/scheduled-scriptures/:id', {
    summary: 'Delete a scheduled scripture',
    params: numericIdParams,
    response: okResponse,
  }),
  adminGenerateReflection: post('/api/admin/scriptures/generate-reflection', {
    summary:
      'A new AI reflection for a verse (never the stored one); the built-in one, saying so, when AI is off or fails',
    body: adminGenerateBody,
    response: adminGeneratedReflection,
  }),
  bibleLookup: get('/api/bible/lookup', {
    summary: 'The WEB text of a reference (fills the verse in the admin form)',
    query: bibleLookupQuery,
    response: bibleLookupResponse,
  }),
});
