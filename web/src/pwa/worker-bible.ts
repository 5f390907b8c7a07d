import { TRANSLATION_IDS, type TranslationId } from '@reign/contract/translations';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { bibleCacheName, COMMENTARY_CACHE, isBibleTextPath, isCommentaryBookPath } from './bible-cache';

/** Cache-first and never expired (the texts never change); only 200s are kept. */
const cacheFirst = (cacheName: string) =>
  new CacheFirst({ cacheName, plugins: [new CacheableResponsePlugin({ statuses: [200] })] });

const byTranslation = new Map(TRANSLATION_IDS.map((id) => [id, cacheFirst(bibleCacheName(id))]));

/** The translation a Bible URL asks for (no query: the WEB); undefined for one the server refuses. */
export function translationOfUrl(url: URL): TranslationId | undefined {
  const asked = url.searchParams.get('translation') ?? 'web';
  return TRANSLATION_IDS.find((id) => id === asked);
}

/**
 * The Bible reader's text, each answer in its translation's cache (?translation=, the WEB without
 * one), and Matthew Henry's commentary a book at a time in its own cache. An unknown translation
 * goes to the network as it is (the server answers 400, never cached).
 */
export function registerBibleRoute(): void {
  registerRoute(
    ({ url, request }) =>
      request.method === 'GET' && isBibleTextPath(url.pathname) && translationOfUrl(url) !== undefined,
    (options) => {
      const strategy = byTranslation.get(translationOfUrl(options.url) ?? 'web');
      if (!strategy) throw new Error('no cache for this translation');
      return strategy.handle(options);
    },
  );
  const commentary = cacheFirst(COMMENTARY_CACHE);
  registerRoute(
    ({ url, request }) => request.method === 'GET' && isCommentaryBookPath(url.pathname),
    (options) => commentary.handle(options),
  );
}
