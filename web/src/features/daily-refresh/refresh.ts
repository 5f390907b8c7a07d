import { centralDate } from '@reign/domain';
import type { ReignDb } from '../../db/database';
import type { SyncEngine } from '../../sync/engine';
import { isReminderOn } from './reminder';

export const TODAY_SCRIPTURE_PATH = '/api/today-scripture';
const FLUSH_BEFORE_RELOAD_MS = 3000;

export interface RefreshDeps {
  db: ReignDb | null;
  engine: SyncEngine | null;
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
 * The 1 AM refresh: store the new day's scripture for offline reading (the route comes in a
 * later issue; a 404 or a network failure is ignored), notify when the person turned the daily
 * reminder on, send what is queued, and reload so every screen starts the new day.
 */
export async function runDailyRefresh(deps: RefreshDeps): Promise<void> {
  const doFetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  try {
    const response = await doFetch(TODAY_SCRIPTURE_PATH, { credentials: 'include' });
    if (response.ok && deps.db) {
      const data: unknown = await response.json();
      await deps.db.scriptures.put({
        date: centralDate(deps.now?.() ?? new Date()),
        data,
        fetchedAt: new Date().toISOString(),
      });
    }
  } catch {
    // Offline or no route yet: the cached scripture (or the built-in verse list) is shown.
  }
  if (isReminderOn()) {
    try {
      await (deps.showNotification ?? notifyThroughWorker)('Reign', {
        body: "Today's scripture is ready",
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
