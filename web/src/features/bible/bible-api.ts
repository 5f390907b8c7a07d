import { BOOKS, bookSlug, chapterOfBook } from '@reign/bible';
import { type BibleBook, type BibleChapter, bibleBook, bibleRoutes } from '@reign/contract/bible';
import type { TranslationId } from '@reign/contract/translations';
import * as z from 'zod/mini';
import { ApiError, callApi, urlFor } from '../../api';
import { bibleCacheName, COMMENTARY_CACHE } from '../../pwa/bible-cache';
import { commentaryBookUrl } from './verse-commentary';

/** The URL of a book's whole text (the unit kept on the device); the WEB's has no query, as before. */
export const bookUrl = (slug: string, translation: TranslationId = 'web') => {
  const url = urlFor(bibleRoutes.bibleBook, { book: slug });
  return translation === 'web' ? url : `${url}?translation=${translation}`;
};

/** A book's whole text from this device's cache, or undefined when it is not kept here. */
async function bookOnDevice(slug: string, translation: TranslationId) {
  if (typeof caches === 'undefined') return undefined;
  const hit = await (await caches.open(bibleCacheName(translation))).match(bookUrl(slug, translation));
  if (!hit) return undefined;
  const parsed = z.safeParse(bibleBook, await hit.json());
  return parsed.success ? parsed.data : undefined;
}

/**
 * One chapter: from the network or the service worker's cache; when neither has it (offline and
 * never opened), from the whole book kept by 'Keep the whole Bible on this device'.
 */
export async function fetchChapter(
  slug: string,
  chapter: number,
  translation: TranslationId = 'web',
): Promise<BibleChapter> {
  try {
    const query = translation === 'web' ? {} : { translation };
    return await callApi(bibleRoutes.bibleChapter, { params: { book: slug, chapter }, query });
  } catch (err) {
    if (!(err instanceof ApiError) || err.code !== 'network') throw err;
    const book = await bookOnDevice(slug, translation);
    if (!book) throw err;
    const found = chapterOfBook(book, chapter);
    if (found) return found;
    const count = book.chapters.length;
    throw new ApiError({
      status: 404,
      code: 'not_found',
      message: `${book.book} has ${count} ${count === 1 ? 'chapter' : 'chapters'}`,
      fromServer: true,
    });
  }
}

export interface DownloadProgress {
  done: number;
  total: number;
}

/** What can be kept on this device a book at a time: a translation, or Matthew Henry's commentary. */
export type KeptText = TranslationId | 'commentary';

const cacheOf = (text: KeptText) => (text === 'commentary' ? COMMENTARY_CACHE : bibleCacheName(text));
const keptUrl = (text: KeptText, bookName: string) =>
  text === 'commentary' ? commentaryBookUrl(bookName) : bookUrl(bookSlug(bookName), text);

/** How many of the 66 books of a text (the WEB unless named) are kept on this device. */
export async function booksOnDevice(text: KeptText = 'web'): Promise<number> {
  if (typeof caches === 'undefined') return 0;
  const cache = await caches.open(cacheOf(text));
  const hits = await Promise.all(BOOKS.map((b) => cache.match(keptUrl(text, b.name))));
  return hits.filter(Boolean).length;
}

/** Fetches every book of a text not kept yet into its cache, one at a time, reporting each. */
export async function keepBooks(
  text: KeptText,
  onProgress: (p: DownloadProgress) => void,
  signal?: AbortSignal,
) {
  const cache = await caches.open(cacheOf(text));
  let done = 0;
  onProgress({ done, total: BOOKS.length });
  for (const book of BOOKS) {
    signal?.throwIfAborted();
    const url = keptUrl(text, book.name);
    if (!(await cache.match(url))) {
      const response = await fetch(url, { credentials: 'same-origin', ...(signal ? { signal } : {}) });
      if (!response.ok) throw new Error(`${book.name} could not be downloaded (${response.status}).`);
      await cache.put(url, response);
    }
    done += 1;
    onProgress({ done, total: BOOKS.length });
  }
}

/** Keeps the 66 books of a translation (the WEB unless named) on this device. */
export const keepWholeBible = (
  onProgress: (p: DownloadProgress) => void,
  signal?: AbortSignal,
  translation: TranslationId = 'web',
) => keepBooks(translation, onProgress, signal);

/** The bytes a text takes on this device (every kept answer: books, and chapters opened). */
export async function bytesOnDevice(text: KeptText = 'web'): Promise<number> {
  if (typeof caches === 'undefined') return 0;
  const cache = await caches.open(cacheOf(text));
  let total = 0;
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    if (response) total += (await response.blob()).size;
  }
  return total;
}

/** The bytes the Bible's text (a translation, the WEB unless named) takes on this device. */
export const bibleBytesOnDevice = (translation: TranslationId = 'web') => bytesOnDevice(translation);

/** Removes a text (a translation, the WEB unless named, or the commentary) from this device. */
export async function forgetBible(text: KeptText = 'web'): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(cacheOf(text));
}

/**
 * The 66 books of a translation as kept on this device, in the Bible's order (for searching it);
 * undefined when any is missing.
 */
export async function keptBooks(translation: TranslationId): Promise<BibleBook[] | undefined> {
  const books = await Promise.all(BOOKS.map((b) => bookOnDevice(bookSlug(b.name), translation)));
  return books.every((b) => b !== undefined) ? books : undefined;
}
