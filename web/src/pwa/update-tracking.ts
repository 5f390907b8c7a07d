import { Workbox } from 'workbox-window';
import { SKIP_WAITING } from './worker-constants';

/**
 * The update flow of an installed worker (workbox-window): a new version waiting is reported, and
 * activates only when `applyUpdate()` asks it to (after the outbox is empty, see UpdatePrompt); the
 * page reloads once it has taken control. Loaded by register.ts once a worker is active: a first
 * visit has nothing to update, so this is not part of its first load.
 */
let workbox: Workbox | null = null;
let reloadOnControl = false;

const UPDATE_CHECK_MS = 60 * 60 * 1000;

export function trackUpdates(scriptUrl: string, onWaiting: () => void): void {
  if (workbox) return;
  workbox = new Workbox(scriptUrl, { scope: '/' });
  workbox.addEventListener('waiting', onWaiting);
  workbox.addEventListener('controlling', () => {
    if (reloadOnControl) window.location.reload();
  });
  // the same registration as register.ts's (a worker already waiting is reported too)
  workbox.register().catch(() => {});
  setInterval(() => {
    void workbox?.update().catch(() => {});
  }, UPDATE_CHECK_MS);
}

/** Activates the waiting worker; the page reloads when it takes control. */
export function applyUpdate(): void {
  if (!workbox) return;
  reloadOnControl = true;
  workbox.messageSW({ type: SKIP_WAITING }).catch(() => {});
}
