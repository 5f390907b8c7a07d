/// <reference lib="webworker" />
// Reign's service worker (built by vite-plugin-pwa, injectManifest): the app shell from the
// precache, runtime caches for the day's scripture, audio and uploaded images, the signed-in
// user's session answer for offline starts, Background Sync running the page's own flusher, and
// the notifications (the 1 AM refresh's, and the morning reminder pushed by the server). It takes control of open pages at once (clientsClaim) but activates an
// update only when a page asks (SKIP_WAITING), after that page's outbox is empty.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { registerAudioRoute } from './pwa/worker-audio';
import { registerBibleRoute } from './pwa/worker-bible';
import { SESSION_CACHE, SKIP_WAITING, SYNC_TAG } from './pwa/worker-constants';
import { dayPageHandler, dropDayPage } from './pwa/worker-day-page';
import {
  badgeCircleActivity,
  notificationFromPush,
  openApp,
  renewSubscription,
  workerLanguage,
} from './pwa/worker-push';
import { flushFromWorker } from './pwa/worker-sync';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

// No directory index: `/` is the day's page (below), not the precached shell.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();
clientsClaim();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

// A new version's first activation: the kept day's page has the old version's scripts.
self.addEventListener('activate', (event) => {
  event.waitUntil(dropDayPage());
});

// `/` is the day's server-rendered document (today's verse in the first bytes), offline too.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.pathname === '/' && url.search === '',
  dayPageHandler,
);

// Every other client route is the app shell; the API and static files are not navigations we answer.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/uploads\//, /^\/s\//, /\/[^/?]+\.[^/?]+$/],
  }),
);

// Today's scripture: fresh when the network answers within 4 s, the cached one otherwise.
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.pathname === '/api/today-scripture',
  new NetworkFirst({
    cacheName: 'reign-scripture',
    networkTimeoutSeconds: 4,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 10, maxAgeSeconds: 7 * 24 * 3600 }),
    ],
  }),
);

// Who is signed in: the network's answer when there is one (a signed-out answer, user null, is
// passed on, never cached); the last signed-in answer when offline, so an installed app opens
// signed in without a network. Logging out deletes this entry (pwa/session-cache.ts).
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.pathname === '/api/session',
  new NetworkFirst({
    cacheName: SESSION_CACHE,
    plugins: [
      {
        async cacheWillUpdate({ response }) {
          if (response.status !== 200) return null;
          const body = (await response.clone().json()) as { user?: unknown };
          return body.user ? response : null;
        },
      },
    ],
  }),
);

// The Bible reader's text (pwa/worker-bible.ts).
registerBibleRoute();

// Audio: a copy kept for offline listening first, else cache-first with range requests, so a
// cached recording still seeks (pwa/worker-audio.ts).
registerAudioRoute();

// Uploaded images (giveaways, profiles): cache-first.
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.pathname.startsWith('/uploads/'),
  new CacheFirst({
    cacheName: 'reign-images',
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

// Background Sync (Chromium): the page registers 'reign-sync' after each change; the browser
// wakes us when the network is back, even with every tab closed. A failed flush rejects, so the
// browser retries later with its own backoff.
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
self.addEventListener('sync', ((event: SyncEvent) => {
  if (event.tag !== SYNC_TAG) return;
  event.waitUntil(
    flushFromWorker().then((outcome) => {
      if (outcome === 'offline' || outcome === 'failed') throw new Error(`sync ${outcome}`);
    }),
  );
}) as EventListener);

// The morning reminder: the server's push (Web Push, encrypted for this device) becomes a notification.
self.addEventListener('push', (event) => {
  const data = event.data;
  event.waitUntil(
    workerLanguage(self as Parameters<typeof workerLanguage>[0]).then((language) => {
      const { title, options } = notificationFromPush(data, language);
      return self.registration
        .showNotification(title, options)
        .then(() => badgeCircleActivity(self as Parameters<typeof badgeCircleActivity>[0]));
    }),
  );
});

// A click on a notification (the morning reminder or the 1 AM refresh) focuses an open window of the
// app on /, or opens one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: string } | null)?.url ?? '/';
  event.waitUntil(
    Promise.all([openApp(self, url), badgeCircleActivity(self as Parameters<typeof badgeCircleActivity>[0])]),
  );
});

// The browser renewed this device's push subscription: the server gets the new one.
interface PushSubscriptionChangeEvent extends ExtendableEvent {
  readonly oldSubscription: PushSubscription | null;
  readonly newSubscription: PushSubscription | null;
}
self.addEventListener('pushsubscriptionchange', ((event: PushSubscriptionChangeEvent) => {
  event.waitUntil(
    renewSubscription(self, event.oldSubscription, event.newSubscription).catch(() => undefined),
  );
}) as EventListener);
