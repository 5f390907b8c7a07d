import type { TranslationId } from '@reign/contract/translation-list';

// A chapter's page (`/bible/:book/:chapter`) is rendered on the server with that chapter's text, so the
// first bytes a reader gets from a verse link are what they came to read (issue 53).

/** The route the web build's server entry names for a chapter's page (its RENDERED_PATHS, ROUTE_MODULES). */
export const CHAPTER_ROUTE = '/bible/:book/:chapter';

/** A chapter's text in a translation, or null when the book or chapter does not exist. */
export type ChapterOf = (
  slug: string,
  chapter: number,
  translation: TranslationId,
) => Promise<unknown | null>;

/** The book's slug and the chapter of a chapter's address; null for any other path. */
export function chapterAddress(path: string): { slug: string; chapter: number } | null {
  const found = /^\/bible\/([a-z0-9_+-]{1,40})\/(\d{1,3})$/i.exec(path);
  if (!found?.[1] || !found[2]) return null;
  const chapter = Number(found[2]);
  return chapter >= 1 ? { slug: found[1], chapter } : null;
}
