import { Workbox } from 'workbox-window';
import { SKIP_WAITING } from './worker-constants';

/**
 * Registers the service worker (production builds only) and tracks whether an update is waiting.
 * The new worker activates only when `applyUpdate()` asks it to (after the outbox is empty, see
 * UpdatePrompt), and the page reloads once it has taken control.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let waiting = false;
let workbox: Workbox | null = null;
let reloadOnControl = false;

function setWaiting(value: boolean) {
  waiting = value;
  for (const l of listeners) l();
}

export function subscribeUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const isUpdateWaiting = () => waiting;

const UPDATE_CHECK_MS = 60 * 60 * 1000;

export function registerServiceWorker(): void {
  if (workbox || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => setWaiting(true));
  workbox.addEventListener('controlling', () => {
    if (reloadOnControl) window.location.reload();
  });
  workbox.register().catch(() => {
    // No worker (private mode, blocked): the app works online as a plain page.
  });
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
