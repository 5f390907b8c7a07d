import * as z from 'zod/mini';
import { checked } from './checked';
import { get, routeTable } from './route-builder';

/** The most verses one debug answer shows (a whole long chapter or many ranges would be large). */
export const MAX_DEBUG_VERSES = 30;

export const debugMessages = {
  tooManyVerses: `Ask for at most ${MAX_DEBUG_VERSES} verses at a time.`,
  noVerseForDay: 'No verse for that day.',
  noVerse: 'No verse by that name. Use a date (2026-11-21) or a reference (John 3:16).',
} as const;

/** A longer name is refused before this check: 414 'A part of the address is too long.' (app.ts). */
export const debugParams = z.strictObject({ name: checked(z.string(), z.maxLength(100)) });
export const debugResponse = z.object({
  verse: z.string(),
  reference: z.string(),
  reflection: z.string(),
  /** whose comment the reflection is ('Matthew Henry, Concise Commentary', 'C. H. Spurgeon, The Treasury of David'), when it is one (the whole comment: GET /api/verse-comment/{reference}) */
  credit: z.optional(z.string()),
});

/** A public page for checking one verse and its reflection. */
export const debugRoutes = routeTable('debug', 'public', {
  debugVerse: get('/api/debug/:name', {
    summary: `One verse and its reflection, by date (YYYY-MM-DD, up to today) or reference (at most ${MAX_DEBUG_VERSES} verses); public, nothing private`,
    params: debugParams,
    response: debugResponse,
  }),
});
