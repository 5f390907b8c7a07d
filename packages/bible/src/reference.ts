import { type BookInfo, findBook } from './books';

/** A parsed reference: one book, one chapter, and the verses named (empty = the whole chapter). */
export interface ParsedReference {
  book: BookInfo;
  chapter: number;
  verses: number[];
}

const REFERENCE = /^\s*((?:[1-3]|i{1,3})?\s*[A-Za-z][A-Za-z .]*?)\s*(\d+)(?::\s*([\d,\s-]+))?\s*$/i;

/**
 * Parses 'John 3:16', 'Psalm 103:10-12', 'Ephesians 2:4,5', '1 Cor 13', 'Romans 8:28-30, 32'.
 * Returns undefined for text that is not a reference.
 */
export function parseReference(text: string): ParsedReference | undefined {
  const match = REFERENCE.exec(text);
  if (!match) return undefined;
  const [, bookText = '', chapterText = '', versesText] = match;
  const book = findBook(bookText);
  if (!book) return undefined;
  const chapter = Number(chapterText);
  if (!Number.isInteger(chapter) || chapter < 1) return undefined;
  const verses: number[] = [];
  if (versesText) {
    for (const part of versesText.split(',')) {
      const trimmed = part.trim();
      if (!trimmed) continue;
      const [from, to] = trimmed.split('-').map((n) => Number(n.trim()));
      if (from === undefined || !Number.isInteger(from) || from < 1) return undefined;
      const end = to === undefined ? from : to;
      if (!Number.isInteger(end) || end < from || end - from > 200) return undefined;
      for (let v = from; v <= end; v++) verses.push(v);
    }
  }
  return { book, chapter, verses };
}

/** The canonical position of a reference's book, for sorting by Bible order; unknown books sort last. */
export function canonicalOrder(reference: string): number {
  return parseReference(reference)?.book.order ?? Number.MAX_SAFE_INTEGER;
}
