/**
 * Mantine's toasts, loaded with the first toast (docs/performance.md): most visits show none, so
 * neither their store nor their container is part of the first load. A toast asked for before
 * they are loaded is held here, in order, and shown once they are; offline before the service
 * worker has them, they are fetched again when the device is back online, so no toast is lost.
 */
export type ToastModule = typeof import('@mantine/notifications');

/** At most one toast at a time (the spec) ... */
export const TOAST_LIMIT = 1;

let loaded: ToastModule | null = null;
let loading = false;
const held: ((toasts: ToastModule) => void)[] = [];
const listeners = new Set<() => void>();
let count = 0;

/** An id for a toast to come (Mantine's `show` takes one). */
export const nextToastId = () => `toast-${++count}`;

function load(): void {
  if (loading || loaded) return;
  loading = true;
  import('@mantine/notifications')
    .then((toasts) => {
      // <Notifications> writes its limit into the store when it mounts; a toast shown before that
      // must already be held to it (the store spreads toasts over shown and queued when added)
      toasts.notificationsStore.updateState((state) => ({ ...state, limit: TOAST_LIMIT }));
      loaded = toasts;
      for (const run of held.splice(0)) run(toasts);
      for (const listener of listeners) listener();
    })
    .catch(() => addEventListener('online', load, { once: true }))
    .finally(() => {
      loading = false;
    });
}

/**
 * Runs `use` with Mantine's toasts: now when loaded, else once they are (loading them).
 * `onlyIfLoaded`: not at all when nothing was loaded (closing toasts when none was ever shown).
 */
export function afterToastStore(
  use: (toasts: ToastModule) => void,
  { onlyIfLoaded = false }: { onlyIfLoaded?: boolean } = {},
): void {
  if (loaded) {
    use(loaded);
    return;
  }
  if (onlyIfLoaded && held.length === 0) return;
  held.push(use);
  load();
}

/** Whether a toast's code is loaded (the container mounts from then on), and a way to hear when. */
export const toastsLoaded = () => loaded !== null;
export function onToastsLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
