import * as z from 'zod/mini';
import { languageId } from './language-id';
import { get, routeTable } from './route-builder';
import { timeZone } from './time-zone';

/**
 * The verse's wording in the translations other than the WEB, when its reference can be read in
 * them (a reference spanning two places cannot: the screens then show `text`, marked WEB).
 */
export const otherTranslationTexts = z.object({
  kjv: z.optional(z.string()),
  rv1909: z.optional(z.string()),
});
export type OtherTranslationTexts = z.infer<typeof otherTranslationTexts>;

/**
 * GET /api/today-scripture: both namings of the spec (text and verse) carry the verse text (the
 * WEB's, or the admin's scheduled wording); `translations` the other translations' wording.
 */
export const todayScripture = z.object({
  /** the date this scripture belongs to (America/Chicago's, or the asked zone's) */
  date: z.string(),
  text: z.string(),
  verse: z.string(),
  reference: z.string(),
  reflection: z.string(),
  /** whose comment the reflection is ('Matthew Henry, Concise Commentary', 'C. H. Spurgeon, The Treasury of David'), when it is one (the whole comment: GET /api/verse-comment/{reference}) */
  credit: z.optional(z.string()),
  audioUrl: z.nullable(z.string()),
  /** the reader at the reference ('/bible/John/3#16'); absent when it is not one, or in answers stored before */
  readerPath: z.optional(z.string()),
  /** absent in answers stored on a device before translations came */
  translations: z.optional(otherTranslationTexts),
  /** scheduled by the admin, or the built-in verse of the day */
  source: z.enum(['scheduled', 'daily']),
  /**
   * the language the reflection is written in, when not English: a Spanish answer's (?lang=es) own
   * reflection; the admin's and Matthew Henry's are English (absent)
   */
  reflectionLanguage: z.optional(languageId),
  /** the reference with its book named in the asked language ('Jeremías 29:11' for ?lang=es) */
  localReference: z.optional(z.string()),
});
export type TodayScripture = z.infer<typeof todayScripture>;

/** ?lang=: the language the reflection is written for (English without it; issue 39). */
export const scriptureLanguageQuery = z.optional(languageId);

/**
 * ?zone=: today in that IANA zone (a member who chose theirs, issue 39); the server's clock decides
 * the date, the zone only where the day turns. Without it, America/Chicago's today. ?lang=: the
 * reflection's language.
 */
export const todayScriptureQuery = z.strictObject({
  zone: z.optional(timeZone),
  lang: scriptureLanguageQuery,
});

/** Today's scripture, on the first screen of everyone. */
export const scriptureRoutes = routeTable('scripture', 'public', {
  todayScripture: get('/api/today-scripture', {
    summary: "Today's verse (America/Chicago's date, or ?zone='s) with its reflection and audio",
    query: todayScriptureQuery,
    response: todayScripture,
  }),
});
