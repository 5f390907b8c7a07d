import { useCallback, useSyncExternalStore } from 'react';
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
  const outwaited = useOutwaited(waiting ? session : null);
  if (!session?.engine) return true;
  // undefined: the device's own record is still being read
  if (last === undefined) return false;
  return !waiting || outwaited;
}

interface Patience {
  outwaited: boolean;
  started: boolean;
  listeners: Set<() => void>;
}

/** One patience clock per session, however many lists wait on it (a timer each cost a start). */
const clocks = new WeakMap<DataSession, Patience>();

function clockOf(session: DataSession): Patience {
  let clock = clocks.get(session);
  if (!clock) {
    clock = { outwaited: false, started: false, listeners: new Set() };
    clocks.set(session, clock);
  }
  return clock;
}

/**
 * True once FIRST_SYNC_PATIENCE_MS have passed since a list of `session` first waited on its first
 * sync (null: nothing waits). The clock starts with the first list that waits and runs once.
 */
function useOutwaited(session: DataSession | null): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      if (!session) return () => {};
      const clock = clockOf(session);
      clock.listeners.add(changed);
      if (!clock.started) {
        clock.started = true;
        setTimeout(() => {
          clock.outwaited = true;
          for (const listener of clock.listeners) listener();
        }, FIRST_SYNC_PATIENCE_MS);
      }
      return () => {
        clock.listeners.delete(changed);
      };
    },
    [session],
  );
  const snapshot = useCallback(
    () => (session ? (clocks.get(session)?.outwaited ?? false) : false),
    [session],
  );
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
