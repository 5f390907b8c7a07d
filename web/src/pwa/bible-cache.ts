/**
 * The Bible's text on this device: the service worker keeps every GET /api/bible/ answer here
 * (cache-first, the text never changes) and 'Keep the whole Bible on this device' fills it.
 */
export const BIBLE_CACHE = 'reign-bible';

/** Whether a URL is the reader's text (the admin's /api/bible/lookup is not: it is never cached). */
export function isBibleTextPath(pathname: string): boolean {
  return pathname.startsWith('/api/bible/') && pathname !== '/api/bible/lookup';
}
