import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { BIBLE_CACHE, isBibleTextPath } from './bible-cache';

/** The Bible reader's text: cache-first and never expired (it never changes; 404s are not kept). */
export function registerBibleRoute(): void {
  registerRoute(
    ({ url, request }) => request.method === 'GET' && isBibleTextPath(url.pathname),
    new CacheFirst({ cacheName: BIBLE_CACHE, plugins: [new CacheableResponsePlugin({ statuses: [200] })] }),
  );
}
