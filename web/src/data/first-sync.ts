import { useEffect, useState } from 'react';
import type { DataSession } from './session';
import { useSharedLiveRows } from './shared-live';
import { useEngineStatus, useOnline } from './sync-hooks';

/**
 * How long a device that was never synced shows loading before it shows what it has anyway: a sync
 * that neither answers nor fails (a stalled connection) must not leave the screens loading for ever.
 */
export const FIRST_SYNC_PATIENCE_MS = 10_000;

/**
 * Whether this device's rows can be shown as the account's: a guest's always; a member's once this
 * device has finished one sync (`lastSyncedAt`), or when it is offline, or when sync failed or waits
 * for a sign-in, or after FIRST_SYNC_PATIENCE_MS. Until then a new device's empty tables are not the
 * truth: 'No goals yet' to a person with goals is a false empty state, so readers show loading.
 */
export function useFirstSyncSettled(session: DataSession | null): boolean {
  const engine = useEngineStatus();
  const online = useOnline();
  const last = useSharedLiveRows(session, 'meta:lastSyncedAt', async (db) => {
    const row = await db.meta.get('lastSyncedAt');
    return typeof row?.value === 'string' ? row.value : null;
  });
  const waiting = !!session?.engine && online && last === null && engine.failures === 0 && !engine.paused;
  const [outwaited, setOutwaited] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setOutwaited(true), FIRST_SYNC_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  if (!session?.engine) return true;
  // undefined: the device's own record is still being read
  if (last === undefined) return false;
  return !waiting || outwaited;
}
