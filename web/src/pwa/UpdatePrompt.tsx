import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { useSyncActions, useSyncStatus } from '../data/sync-hooks';
import { lazyPart } from '../ui/LazyPart';
import { isUpdateWaiting, registerServiceWorker, subscribeUpdate } from './register';

const UpdateNotice = lazyPart(
  () => import('./UpdateNotice'),
  () => null,
);

/**
 * Registers the service worker and, when a new version is waiting, first lets the outbox drain
 * (a change queued by the old code is sent by the old code), then offers 'Reload' (UpdateNotice).
 */
export function UpdatePrompt() {
  const waiting = useSyncExternalStore(subscribeUpdate, isUpdateWaiting, () => false);
  const { pending } = useSyncStatus();
  const { syncNow } = useSyncActions();

  useEffect(() => {
    registerServiceWorker();
  }, []);

  useEffect(() => {
    if (waiting && pending > 0) void syncNow();
  }, [waiting, pending, syncNow]);

  if (!waiting || pending > 0) return null;
  return (
    <Suspense fallback={null}>
      <UpdateNotice />
    </Suspense>
  );
}
