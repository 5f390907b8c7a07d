import * as z from 'zod/mini';
import { checked } from './checked';
import { get, routeTable } from './route-builder';
import { TRANSLATIONS, translationId } from './translations';

/** The reader's book in the URL: a name, OSIS id or abbreviation, any case ('John', '1-corinthians'). */
const bookParam = checked(z.string(), z.minLength(1), z.maxLength(40));

export const bibleBookParams = z.strictObject({ book: bookParam });
export const bibleMessages = {
  chapterNumber: 'The chapter is a number.',
  chapterWhole: 'The chapter is a whole number.',
  chapterStart: 'Chapters start at 1.',
  noSuchBook: ({ book }: { book: string }) => `No such book: ${book}`,
  /** a chapter past a book's last: 'John has 21 chapters' */
  chapters: ({ book, chapters }: { book: string; chapters: number }) =>
    `${book} has ${chapters} ${chapters === 1 ? 'chapter' : 'chapters'}`,
} as const;

export const bibleChapterParams = z.strictObject({
  book: bookParam,
  chapter: checked(
    z.coerce.number({ error: bibleMessages.chapterNumber }),
    z.int({ error: bibleMessages.chapterWhole }),
    z.positive({ error: bibleMessages.chapterStart }),
  ),
});

/** `?translation=kjv`: which wording (WEB when not given); the book in the path is always the English name. */
export const bibleTextQuery = z.strictObject({ translation: z._default(translationId, 'web') });

export const bibleChapterRef = z.object({ book: z.string(), osis: z.string(), chapter: z.number() });
export type BibleChapterRef = z.infer<typeof bibleChapterRef>;

/** One chapter with the chapters either side (across book boundaries; null at the ends). */
export const bibleChapter = z.object({
  /** the English name ('Psalms'), the reader's URL and the one reference list */
  book: z.string(),
  /** the book's name in the translation's language ('Salmos') */
  name: z.string(),
  osis: z.string(),
  /** the translation's abbreviation ('WEB', 'KJV', 'RV1909') */
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
  name: z.string(),
  osis: z.string(),
  translation: z.string(),
  chapters: z.array(z.array(z.string())),
  previous: z.nullable(bibleChapterRef),
  next: z.nullable(bibleChapterRef),
});
export type BibleBook = z.infer<typeof bibleBook>;

/** One translation as the API lists it: its facts and the bytes its 66 books take when kept. */
export const bibleTranslation = z.object({
  id: translationId,
  abbreviation: z.string(),
  name: z.string(),
  language: z.string(),
  year: z.string(),
  license: z.string(),
  /** the bytes of its 66 books as the book route answers them (before compression) */
  bytes: z.number(),
});
export type BibleTranslation = z.infer<typeof bibleTranslation>;

/** The reader's text in WEB, KJV or RV1909; public, and never changing (long-cached). */
export const bibleRoutes = routeTable('bible', 'public', {
  bibleTranslations: get('/api/translations', {
    summary: `The Bible translations offered (${TRANSLATIONS.map((t) => t.abbreviation).join(', ')}), each with its size on a device`,
    response: z.array(bibleTranslation),
  }),
  bibleChapter: get('/api/bible/:book/:chapter', {
    summary:
      'One chapter in a translation (WEB unless ?translation= says), with the previous and next chapter',
    params: bibleChapterParams,
    query: bibleTextQuery,
    response: bibleChapter,
  }),
  bibleBook: get('/api/bible/:book', {
    summary: 'A whole book in a translation (for reading offline)',
    params: bibleBookParams,
    query: bibleTextQuery,
    response: bibleBook,
  }),
});
