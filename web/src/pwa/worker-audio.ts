import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { createPartialResponse, RangeRequestsPlugin } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { KEPT_AUDIO_CACHE, keptAudioKey, RECENT_AUDIO_CACHE } from './audio-cache';

/**
 * A recording kept for offline listening, as the request asks for it: the whole file, or the byte
 * range an audio element asks for when it seeks (206, workbox's createPartialResponse); null when
 * it is not kept.
 */
export async function keptAudioResponse(request: Request): Promise<Response | null> {
  const cache = await caches.open(KEPT_AUDIO_CACHE);
  const kept = await cache.match(keptAudioKey(request.url));
  if (!kept) return null;
  return request.headers.has('range') ? createPartialResponse(request, kept) : kept;
}

/**
 * Audio: a kept copy first; otherwise cache-first in the recent-audio cache with range requests, so
 * a cached recording still seeks.
 */
export function registerAudioRoute(): void {
  const recent = new CacheFirst({
    cacheName: RECENT_AUDIO_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new RangeRequestsPlugin(),
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 60 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  });
  registerRoute(
    ({ url, request }) =>
      request.method === 'GET' &&
      (request.destination === 'audio' || /\.(mp3|m4a|aac|ogg|wav)$/i.test(url.pathname)),
    async (options) => (await keptAudioResponse(options.request)) ?? recent.handle(options),
  );
}
