import * as z from 'zod/mini';
import { checked } from './checked';
import { get, routeTable } from './route-builder';
import { TRANSLATIONS, translationId } from './translations';

/** The reader's book in the URL: a name, OSIS id or abbreviation, any case ('John', '1-corinthians'). */
const bookParam = checked(z.string(), z.minLength(1), z.maxLength(40));

export const bibleBookParams = z.strictObject({ book: bookParam });

/** The longest search (a verse's worth of words). */
export const MAX_BIBLE_SEARCH = 200;
/** Verses a search returns: this many unless ?limit= says, at most BIBLE_SEARCH_LIMIT.max. */
export const BIBLE_SEARCH_LIMIT = { default: 50, max: 200 } as const;

export const bibleMessages = {
  searchEmpty: 'Type a word or a phrase to search for.',
  searchLong: `Search with at most ${MAX_BIBLE_SEARCH} characters.`,
  searchLimit: `Ask for 1 to ${BIBLE_SEARCH_LIMIT.max} verses.`,
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

/** `?q=` words or "a phrase", `?translation=` (WEB when not given), `?limit=` the most verses returned. */
export const bibleSearchQuery = z.strictObject({
  q: checked(
    z.string({ error: bibleMessages.searchEmpty }),
    z.trim(),
    z.minLength(1, bibleMessages.searchEmpty),
    z.maxLength(MAX_BIBLE_SEARCH, bibleMessages.searchLong),
  ),
  translation: z._default(translationId, 'web'),
  limit: z._default(
    checked(
      z.coerce.number({ error: bibleMessages.searchLimit }),
      z.int(bibleMessages.searchLimit),
      z.minimum(1, bibleMessages.searchLimit),
      z.maximum(BIBLE_SEARCH_LIMIT.max, bibleMessages.searchLimit),
    ),
    BIBLE_SEARCH_LIMIT.default,
  ),
});

/** A verse found: where (the book's English name for links, and its name in the text's language), its text, what matched. */
export const bibleSearchMatch = z.object({
  book: z.string(),
  name: z.string(),
  chapter: z.number(),
  verse: z.number(),
  text: z.string(),
  /** what matched: text.slice(start, end), in order, never overlapping */
  ranges: z.array(z.object({ start: z.number(), end: z.number() })),
  /** whether the words typed stand in the verse as typed */
  phrase: z.boolean(),
});
export type BibleSearchMatch = z.infer<typeof bibleSearchMatch>;

/** The most relevant verses first; `total` counts every verse found. */
export const bibleSearchResult = z.object({ total: z.number(), matches: z.array(bibleSearchMatch) });
export type BibleSearchResult = z.infer<typeof bibleSearchResult>;

/** The reader's text in WEB, KJV or RV1909; public, and never changing (long-cached). */
export const bibleRoutes = routeTable('bible', 'public', {
  bibleTranslations: get('/api/translations', {
    summary: `The Bible translations offered (${TRANSLATIONS.map((t) => t.abbreviation).join(', ')}), each with its size on a device`,
    response: z.array(bibleTranslation),
  }),
  bibleSearch: get('/api/bible/search', {
    summary:
      'The verses of a translation (WEB unless ?translation= says) matching words or "a phrase" in ?q=, the most relevant first (word forms, accents ignored), at most ?limit=',
    query: bibleSearchQuery,
    response: bibleSearchResult,
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
