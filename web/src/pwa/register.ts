/**
 * Registers the service worker (production builds only) and tracks whether an update is waiting.
 * A first visit registers it with the browser's own call; the update flow (update-tracking.ts,
 * workbox-window) loads once a worker is active (at once on a later visit), so a first visit's
 * scripts do not carry it (docs/performance.md).
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let waiting = false;
let started = false;

const SCRIPT_URL = '/sw.js';

function setWaiting(value: boolean) {
  waiting = value;
  for (const l of listeners) l();
}

export function subscribeUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const isUpdateWaiting = () => waiting;

const tracking = () => import('./update-tracking');

export function registerServiceWorker(): void {
  if (started || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  started = true;
  const container = navigator.serviceWorker;
  const track = () =>
    tracking()
      .then((m) => m.trackUpdates(SCRIPT_URL, () => setWaiting(true)))
      .catch(() => {});
  if (container.controller) {
    void track();
    return;
  }
  container
    .register(SCRIPT_URL, { scope: '/' })
    .then(() => container.ready)
    .then(track)
    .catch(() => {
      // No worker (private mode, blocked): the app works online as a plain page.
    });
}

/** Activates the waiting worker; the page reloads when it takes control. */
export function applyUpdate(): void {
  void tracking()
    .then((m) => m.applyUpdate())
    .catch(() => {});
}
