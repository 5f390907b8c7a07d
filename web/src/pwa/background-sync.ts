import { SYNC_TAG } from './worker-constants';

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

/**
 * Asks the browser to wake the service worker when the network is back (Chromium's Background
 * Sync), so queued changes go out even after the tab is closed. Elsewhere it does nothing and the
 * page's own triggers (start, online, visible, timer) carry the outbox.
 */
export async function registerBackgroundSync(): Promise<boolean> {
  try {
    if (!('serviceWorker' in navigator) || !navigator.serviceWorker.controller) return false;
    const registration = await navigator.serviceWorker.ready;
    const sync = (registration as ServiceWorkerRegistration & { sync?: SyncManagerLike }).sync;
    if (!sync) return false;
    await sync.register(SYNC_TAG); // sw.ts listens for this tag
    return true;
  } catch {
    return false;
  }
}
