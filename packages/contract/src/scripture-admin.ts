import * as z from 'zod/mini';
import { adminMessages } from './admin-messages';
import { checked } from './checked';
import { numericIdParams, okResponse, requiredText } from './common';
import type { RouteTable } from './route-spec';
import { uploadedFileUrl } from './uploads';

/** A date from the form: 'YYYY-MM-DD' or an ISO timestamp (the spec sends ISO strings); kept as the date. */
const scheduleDate = z.pipe(
  z.pipe(
    checked(
      z.string({ error: adminMessages.date }),
      z.trim(),
      z.minLength(1, adminMessages.date),
      z.regex(/^\d{4}-\d{2}-\d{2}(T.*)?$/, adminMessages.date),
    ),
    z.transform((v) => v.slice(0, 10)),
  ),
  z.iso.date(adminMessages.date),
);

export const scheduledScriptureBody = z.strictObject({
  verse: requiredText(adminMessages.verse, 5000),
  reference: requiredText(adminMessages.reference, 200),
  reflection: requiredText(adminMessages.reflection, 10000),
  scheduleDate,
  audioUrl: uploadedFileUrl,
  isActive: z._default(z.boolean(), true),
});
export type ScheduledScriptureBody = z.input<typeof scheduledScriptureBody>;

/** PUT: the full form, or only isActive (the toggle). */
export const scheduledScriptureUpdate = z.union([
  z.strictObject({ isActive: z.boolean() }),
  scheduledScriptureBody,
]);

export const scheduledScripture = z.object({
  id: z.int(),
  scheduleDate: z.string(),
  reference: z.string(),
  verse: z.string(),
  reflection: z.nullable(z.string()),
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

/** What the administrator's 'Generate' writes from: the verse and its reference. */
export const adminGenerateBody = z.strictObject({
  verse: requiredText(adminMessages.verse, 5000),
  reference: requiredText(adminMessages.reference, 200),
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
export const scriptureAdminRoutes = {
  adminScriptures: {
    method: 'GET',
    path: '/api/admin/scheduled-scriptures',
    summary: 'Every scheduled scripture, by date',
    tags: ['admin'],
    access: 'admin',
    response: scheduledScriptureList,
  },
  adminCreateScripture: {
    method: 'POST',
    path: '/api/admin/scheduled-scriptures',
    summary: 'Schedule a scripture for a date',
    tags: ['admin'],
    access: 'admin',
    body: scheduledScriptureBody,
    status: 201,
    response: scheduledScripture,
  },
  adminUpdateScripture: {
    method: 'PUT',
    path: '/api/admin/scheduled-scriptures/:id',
    summary: 'Change a scheduled scripture (the full form, or only isActive)',
    tags: ['admin'],
    access: 'admin',
    params: numericIdParams,
    body: scheduledScriptureUpdate,
    response: scheduledScripture,
  },
  adminDeleteScripture: {
    method: 'DELETE',
    path: '/api/admin/scheduled-scriptures/:id',
    summary: 'Delete a scheduled scripture',
    tags: ['admin'],
    access: 'admin',
    params: numericIdParams,
    response: okResponse,
  },
  adminGenerateReflection: {
    method: 'POST',
    path: '/api/admin/scriptures/generate-reflection',
    summary:
      'A new AI reflection for a verse (never the stored one); the built-in one, saying so, when AI is off or fails',
    tags: ['admin'],
    access: 'admin',
    body: adminGenerateBody,
    response: adminGeneratedReflection,
  },
  bibleLookup: {
    method: 'GET',
    path: '/api/bible/lookup',
    summary: 'The WEB text of a reference (fills the verse in the admin form)',
    tags: ['admin'],
    access: 'admin',
    query: bibleLookupQuery,
    response: bibleLookupResponse,
  },
} as const satisfies RouteTable;
