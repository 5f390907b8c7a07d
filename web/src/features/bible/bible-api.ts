import { BOOKS, bookSlug, chapterOfBook } from '@reign/bible';
import { type BibleChapter, bibleBook, bibleRoutes } from '@reign/contract/bible';
import type { TranslationId } from '@reign/contract/translations';
import * as z from 'zod/mini';
import { ApiError, callApi, urlFor } from '../../api';
import { BIBLE_CACHE, bibleCacheName } from '../../pwa/bible-cache';

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

/** Whether each book is kept: the count of books already on this device. */
export async function booksOnDevice(): Promise<number> {
  if (typeof caches === 'undefined') return 0;
  const cache = await caches.open(BIBLE_CACHE);
  const hits = await Promise.all(BOOKS.map((b) => cache.match(bookUrl(bookSlug(b.name)))));
  return hits.filter(Boolean).length;
}

/** Fetches every book not kept yet into the Bible cache, one at a time, reporting each. */
export async function keepWholeBible(onProgress: (p: DownloadProgress) => void, signal?: AbortSignal) {
  const cache = await caches.open(BIBLE_CACHE);
  let done = 0;
  onProgress({ done, total: BOOKS.length });
  for (const book of BOOKS) {
    signal?.throwIfAborted();
    const url = bookUrl(bookSlug(book.name));
    if (!(await cache.match(url))) {
      const response = await fetch(url, { credentials: 'same-origin', ...(signal ? { signal } : {}) });
      if (!response.ok) throw new Error(`${book.name} could not be downloaded (${response.status}).`);
      await cache.put(url, response);
    }
    done += 1;
    onProgress({ done, total: BOOKS.length });
  }
}

/** The bytes the Bible's text takes on this device (every kept answer, books and chapters). */
export async function bibleBytesOnDevice(): Promise<number> {
  if (typeof caches === 'undefined') return 0;
  const cache = await caches.open(BIBLE_CACHE);
  let total = 0;
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    if (response) total += (await response.blob()).size;
  }
  return total;
}

/** Removes the Bible's text from this device. */
export async function forgetBible(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(BIBLE_CACHE);
}
