import { msg } from '@lingui/core/macro';
import { scriptureRoutes } from '@reign/contract/scripture';
import type { PageEngine } from '@reign/sync/client/engine';
import type { ReignDb } from '@reign/sync/device/database';
import { callApi } from '../../api';
import { scriptureQuery } from '../../api/scripture-query';
import { scriptureCacheOf, scriptureKey } from '../../data';
import { activeLanguage, i18n } from '../../i18n/catalogue';
import { refreshDayPage } from '../../pwa/day-page';
import { isReminderOn } from './reminder';

const FLUSH_BEFORE_RELOAD_MS = 3000;

export interface RefreshDeps {
  db: ReignDb | null;
  engine: PageEngine | null;
  fetch?: typeof fetch;
  reload?: () => void;
  showNotification?: (title: string, options: NotificationOptions) => Promise<void>;
  now?: () => Date;
}

/** Through the service worker, so it shows on mobile and survives the reload. */
async function notifyThroughWorker(title: string, options: NotificationOptions): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.ready;
  await registration.showNotification(title, options);
}

/**
 * The 1 AM refresh: store the new day's scripture, its server-rendered `/` and the next 7 days' for offline reading (an
 * error answer or a network failure is ignored), notify when the person turned the daily reminder on, send what is
 * queued, and reload so every screen starts the new day.
 */
export async function runDailyRefresh(deps: RefreshDeps): Promise<void> {
  const doFetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  try {
    const language = activeLanguage();
    const data = await callApi(scriptureRoutes.todayScripture, {
      query: scriptureQuery(language),
      transport: { fetch: doFetch, baseUrl: '' },
    });
    // the day the server answered for (the person's zone's), in the language asked for
    if (deps.db) await scriptureCacheOf(deps.db).write(scriptureKey(data.date, language), data);
  } catch {
    // Offline or an error answer: the cached scripture (or the built-in verse list) is shown.
  }
  // the new day's first screen, as the service worker answers `/` offline
  await refreshDayPage(doFetch);
  if (deps.db) {
    const { prefetchUpcoming } = await import('../scripture');
    await prefetchUpcoming(scriptureCacheOf(deps.db), doFetch);
  }
  if (isReminderOn()) {
    try {
      await (deps.showNotification ?? notifyThroughWorker)('Reign', {
        body: i18n._(msg`Today's scripture is ready`),
        icon: '/icons/icon-192.png',
        tag: 'reign-daily',
      });
    } catch {
      // A notification that cannot be shown is not worth stopping the refresh for.
    }
  }
  if (deps.engine) {
    await Promise.race([deps.engine.flush(), new Promise((r) => setTimeout(r, FLUSH_BEFORE_RELOAD_MS))]);
  }
  (deps.reload ?? (() => window.location.reload()))();
}
