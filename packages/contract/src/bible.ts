import * as z from 'zod/mini';
import { checked } from './checked';
import { get, routeTable } from './route-builder';

/** The reader's book in the URL: a name, OSIS id or abbreviation, any case ('John', '1-corinthians'). */
const bookParam = checked(z.string(), z.minLength(1), z.maxLength(40));

export const bibleBookParams = z.strictObject({ book: bookParam });
export const bibleChapterParams = z.strictObject({
  book: bookParam,
  chapter: checked(
    z.coerce.number({ error: 'The chapter is a number.' }),
    z.int({ error: 'The chapter is a whole number.' }),
    z.positive({ error: 'Chapters start at 1.' }),
  ),
});

export const bibleChapterRef = z.object({ book: z.string(), osis: z.string(), chapter: z.number() });
export type BibleChapterRef = z.infer<typeof bibleChapterRef>;

/** One chapter of the WEB with the chapters either side (across book boundaries; null at the ends). */
export const bibleChapter = z.object({
  book: z.string(),
  osis: z.string(),
  translation: z.string(),
  chapter: z.number(),
  chapterCount: z.number(),
  verses: z.array(z.string()),
  previous: z.nullable(bibleChapterRef),
  next: z.nullable(bibleChapterRef),
});
export type BibleChapter = z.infer<typeof bibleChapter>;

/** A whole book (the unit of the offline download), with the last chapter before and first after. */
export const bibleBook = z.object({
  book: z.string(),
  osis: z.string(),
  translation: z.string(),
  chapters: z.array(z.array(z.string())),
  previous: z.nullable(bibleChapterRef),
  next: z.nullable(bibleChapterRef),
});
export type BibleBook = z.infer<typeof bibleBook>;

/** The World English Bible for the reader; public, and never changing (long-cached). */
export const bibleRoutes = routeTable('bible', 'public', {
  bibleChapter: get('/api/bible/:book/:chapter', {
    summary: 'One chapter of the World English Bible, with the previous and next chapter',
    params: bibleChapterParams,
    response: bibleChapter,
  }),
  bibleBook: get('/api/bible/:book', {
    summary: 'A whole book of the World English Bible (for reading offline)',
    params: bibleBookParams,
    response: bibleBook,
  }),
});
