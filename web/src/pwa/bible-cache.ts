import type { TranslationId } from '@reign/contract/translations';

/**
 * The Bible's text on this device, one cache per translation: the service worker keeps every GET
 * /api/bible/ answer in its translation's cache (cache-first, the text never changes), and 'Keep
 * on this device' fills one. The WEB keeps the name it always had, so a device that kept it before
 * translations existed still has it.
 */
export const BIBLE_CACHE = 'reign-bible';

/** The cache that holds one translation's answers. */
export function bibleCacheName(translation: TranslationId): string {
  return translation === 'web' ? BIBLE_CACHE : `${BIBLE_CACHE}-${translation}`;
}

/** Matthew Henry's commentary on this device: /api/commentary-book/ answers (whole books). */
export const COMMENTARY_CACHE = 'reign-commentary';

/** Paths under /api/bible/ that are not the text: the admin's lookup and the search (never kept). */
const NOT_TEXT = new Set(['/api/bible/lookup', '/api/bible/search']);

/** Whether a URL is the reader's text (kept cache-first in its translation's cache). */
export function isBibleTextPath(pathname: string): boolean {
  return pathname.startsWith('/api/bible/') && !NOT_TEXT.has(pathname);
}

/** Whether a URL is a whole book of the commentary (kept on the device when asked). */
export function isCommentaryBookPath(pathname: string): boolean {
  return pathname.startsWith('/api/commentary-book/');
}
