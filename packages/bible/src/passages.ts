import type { Bible } from './bible';
import { BOOKS, type BookInfo, findBook } from './books';

/** A chapter's place, for previous/next links. */
export interface ChapterRef {
  book: string;
  osis: string;
  chapter: number;
}

/** One book's whole text (the offline download's unit), with the chapters either side of it. */
export interface BookText {
  /** the English name: the reader's URL and the one reference list */
  book: string;
  /** the book's name in the translation's language */
  name: string;
  osis: string;
  translation: string;
  chapters: string[][];
  /** the last chapter of the book before, null for Genesis */
  previous: ChapterRef | null;
  /** the first chapter of the book after, null for Revelation */
  next: ChapterRef | null;
}

/** One chapter with its neighbours across book boundaries (Malachi 4 → Matthew 1). */
export interface ChapterText {
  book: string;
  name: string;
  osis: string;
  translation: string;
  chapter: number;
  chapterCount: number;
  verses: string[];
  previous: ChapterRef | null;
  next: ChapterRef | null;
}

/** The book in a reader URL: its name with dashes for spaces ('1-Corinthians', 'Song-of-Solomon'). */
export function bookSlug(name: string): string {
  return name.replace(/\s+/g, '-');
}

/** The book a URL names: a name, OSIS id or abbreviation, any case, dashes or spaces ('1-corinthians'). */
export function bookFromSlug(slug: string): BookInfo | undefined {
  return findBook(slug.replace(/[-_+]+/g, ' '));
}

/** The whole text of a book, or undefined when the data has no such book. */
export function bookText(bible: Bible, book: BookInfo): BookText | undefined {
  const count = bible.chapterCount(book.osis);
  if (!count) return undefined;
  const chapters = Array.from({ length: count }, (_, i) => [...(bible.chapter(book.osis, i + 1) ?? [])]);
  const before = BOOKS[book.order - 1];
  const after = BOOKS[book.order + 1];
  return {
    book: book.name,
    name: bible.bookName(book.osis) ?? book.name,
    osis: book.osis,
    translation: bible.translation,
    chapters,
    previous: before
      ? { book: before.name, osis: before.osis, chapter: bible.chapterCount(before.osis) }
      : null,
    next: after ? { book: after.name, osis: after.osis, chapter: 1 } : null,
  };
}

/** One chapter of a book's text (server and an offline client use the same rule); undefined past the end. */
export function chapterOfBook(text: BookText, chapter: number): ChapterText | undefined {
  const verses = text.chapters[chapter - 1];
  if (!verses || !Number.isInteger(chapter)) return undefined;
  const here = (n: number): ChapterRef => ({ book: text.book, osis: text.osis, chapter: n });
  return {
    book: text.book,
    name: text.name,
    osis: text.osis,
    translation: text.translation,
    chapter,
    chapterCount: text.chapters.length,
    verses,
    previous: chapter > 1 ? here(chapter - 1) : text.previous,
    next: chapter < text.chapters.length ? here(chapter + 1) : text.next,
  };
}
