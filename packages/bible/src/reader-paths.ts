import { bookSlug } from './passages';
import { parseReference } from './reference';

/** The verses a reader URL's hash points at: '#16' → 16..16, '#16-18' → 16..18; null for none. */
export function versesFromHash(hash: string): { from: number; to: number } | null {
  const match = /^#?v?(\d{1,3})(?:-(\d{1,3}))?$/.exec(hash.trim());
  if (!match) return null;
  const from = Number(match[1]);
  const to = match[2] ? Number(match[2]) : from;
  return from >= 1 && to >= from ? { from, to } : null;
}

/** The reader at a chapter, e.g. '/bible/1-Corinthians/13'; with verses, '#4-7'. */
export function readerPath(bookName: string, chapter: number, verses?: { from: number; to: number }): string {
  const hash = verses ? `#${verses.from}${verses.to > verses.from ? `-${verses.to}` : ''}` : '';
  return `/bible/${bookSlug(bookName)}/${chapter}${hash}`;
}

/**
 * The reader at a reference the app shows ('John 3:16', 'Psalm 103:10-12', 'Psalm 23'): its
 * chapter and first verses; undefined when the text is not a reference.
 */
export function readerPathForReference(reference: string): string | undefined {
  const parsed = parseReference(reference);
  if (!parsed) return undefined;
  const [first] = parsed.verses;
  if (first === undefined) return readerPath(parsed.book.name, parsed.chapter);
  let last = first;
  while (parsed.verses.includes(last + 1)) last += 1;
  return readerPath(parsed.book.name, parsed.chapter, { from: first, to: last });
}
