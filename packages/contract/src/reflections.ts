import * as z from 'zod/mini';
import { languageId } from './language-id';
import { pageQuery } from './page-query';
import { get, routeTable } from './route-builder';
import { translationId } from './translations';

/** One card of the Reflections Archive: a scheduled (Daily) scripture, or one of the user's saved plans. */
export const reflectionItem = z.object({
  id: z.string(),
  date: z.string(),
  verse: z.string(),
  verseReference: z.string(),
  /** a saved plan's: the translation its verse was shown in (issue 51; null: not known) */
  verseTranslation: z.optional(z.nullable(translationId)),
  reflection: z.nullable(z.string()),
  /** a Daily card's reflection written in this language (a Spanish reader's: ?lang=es, else the profile's or the device's; absent: English) */
  reflectionLanguage: z.optional(languageId),
  /** whose comment the reflection is ('Matthew Henry, Concise Commentary', 'C. H. Spurgeon, The Treasury of David'), when it is one (the whole comment: GET /api/verse-comment/{reference}) */
  credit: z.optional(z.string()),
  audioUrl: z.nullable(z.string()),
  type: z.enum(['scheduled', 'personal']),
});
export type ReflectionItem = z.infer<typeof reflectionItem>;
export const reflectionList = z.array(reflectionItem);

/** The Reflections Archive. */
export const reflectionRoutes = routeTable('reflections', 'paid', {
  personalReflections: get('/api/reflections', {
    summary: "The user's own saved plans as reflections (paid members), newest first, paged (limits.ts)",
    query: pageQuery,
    response: reflectionList,
  }),
  scheduledReflections: get('/api/reflections/scheduled', {
    summary:
      "Every day up to today, newest first: the day's active scheduled scripture, else its built-in verse, each with its reflection; paged (limits.ts)",
    access: 'signed-in',
    // ?lang=es: each day's verse in the RV1909 (verseTranslation 'rv1909') and its reflection in Spanish
    query: z.extend(pageQuery, { lang: z.optional(languageId) }),
    response: reflectionList,
  }),
});
