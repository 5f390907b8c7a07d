import { notificationsStore } from '@mantine/notifications';
import { Suspense, useSyncExternalStore } from 'react';
import { lazyPart } from '../ui/LazyPart';

/** At most one toast at a time ... */
const LIMIT = 1;
/** ... closing after 5000 ms unless it says otherwise. */
const AUTO_CLOSE_MS = 5000;

// <Notifications> writes its limit into the store when it mounts; a toast shown before that must
// already be held to it (the store spreads toasts over shown and queued when one is added).
notificationsStore.updateState((state) => ({ ...state, limit: LIMIT }));

// The toasts' container (Mantine's Notifications with react-transition-group and
// react-remove-scroll, about 25 KB gzip) is its own chunk: most visits show no toast, so it loads
// with the first one (preloaded earlier for a signed-in person: app/warm-offline.ts). The store
// that `notifications.show` writes to stays here, in the entry: a toast never waits for the host,
// and a host that cannot load (offline) keeps them there until it loads once online.
const Notifications = lazyPart(
  () => import('./NotificationsHost'),
  () => null,
);

let needed = false;
const subscribe = (onChange: () => void) => {
  const unsubscribe = notificationsStore.subscribe(onChange);
  return () => {
    unsubscribe();
  };
};
const anyToast = () => {
  if (!needed) {
    const { notifications, queue } = notificationsStore.getState();
    needed = notifications.length + queue.length > 0;
  }
  return needed;
};

/** Mounts the toasts' container once the first toast is shown; from then on it stays. */
export function LazyNotifications() {
  const show = useSyncExternalStore(subscribe, anyToast, () => false);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <Notifications limit={LIMIT} autoClose={AUTO_CLOSE_MS} />
    </Suspense>
  );
}
