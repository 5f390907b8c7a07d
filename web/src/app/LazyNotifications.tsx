import { Suspense, useSyncExternalStore } from 'react';
import { lazyPart } from '../ui/LazyPart';
import { onToastsLoaded, TOAST_LIMIT, toastsLoaded } from '../ui/toast-store';

/** ... closing after 5000 ms unless it says otherwise. */
const AUTO_CLOSE_MS = 5000;

// The toasts' container (Mantine's Notifications with react-transition-group and
// react-remove-scroll, about 25 KB gzip) is its own chunk: most visits show no toast, so it loads
// with the first one (preloaded earlier for a signed-in person: app/warm-offline.ts), as does the
// store `notifications.show` writes to (ui/toast-store.ts holds a toast until it is loaded, and
// fetches it again once online).
const Notifications = lazyPart(
  () => import('./NotificationsHost'),
  () => null,
);

/** Mounts the toasts' container once the first toast's code is loaded; from then on it stays. */
export function LazyNotifications() {
  const show = useSyncExternalStore(onToastsLoaded, toastsLoaded, () => false);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <Notifications limit={TOAST_LIMIT} autoClose={AUTO_CLOSE_MS} />
    </Suspense>
  );
}
