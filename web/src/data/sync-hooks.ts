import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { RejectedMutation } from '../db/types';
import type { EngineStatus } from '../sync/engine';
import { useDataSession } from './context';
import { useLiveRows } from './live';

export interface SyncStatus {
  online: boolean;
  syncing: boolean;
  /** changes in the outbox, not yet on the server */
  pending: number;
  /** ISO time of the last complete push and pull */
  lastSyncedAt: string | null;
  /** changes the server refused, oldest first, until the person resolves them */
  rejected: RejectedMutation[];
  /** 'signed-out' after a 401: the outbox waits for the next sign-in */
  paused: 'signed-out' | null;
}

const IDLE: EngineStatus = { syncing: false, paused: null, failures: 0, lastError: null };
const noSubscribe = () => () => {};
const idle = () => IDLE;

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}
const readOnline = () => navigator.onLine;

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, readOnline, () => true);
}

// A guest's database has no outbox and no engine: these hooks never open it (useDataSession, not
// useOpenDataSession), so the update prompt and the header cost a guest no IndexedDB and no Dexie.

/** The engine's own state (syncing, paused, failures, last error); idle for a guest. */
export function useEngineStatus(): EngineStatus {
  const engine = useDataSession()?.engine;
  return useSyncExternalStore(engine?.subscribe ?? noSubscribe, engine?.getStatus ?? idle, idle);
}

/** What the header shows about sync. Live. */
export function useSyncStatus(): SyncStatus {
  const session = useDataSession();
  const engine = useEngineStatus();
  const online = useOnline();
  const live = useLiveRows(
    session,
    async (db) => {
      const [pending, last, rejected] = await Promise.all([
        db.outbox.count(),
        db.meta.get('lastSyncedAt'),
        db.rejected.orderBy('seq').toArray(),
      ]);
      return { pending, lastSyncedAt: typeof last?.value === 'string' ? last.value : null, rejected };
    },
    [],
  );
  return useMemo(
    () => ({
      online,
      syncing: engine.syncing,
      pending: live?.pending ?? 0,
      lastSyncedAt: live?.lastSyncedAt ?? null,
      rejected: live?.rejected ?? [],
      paused: engine.paused,
    }),
    [online, engine, live],
  );
}

/** Ways to act on sync: flush now, and resolve refused changes. */
export function useSyncActions() {
  const session = useDataSession();

  const syncNow = useCallback(async () => (session?.engine ? session.engine.flush() : 'synced'), [session]);

  /** Drops a refused change and brings every row back to the server's state (pending changes stay on top). */
  const dismissRejected = useCallback(
    async (id: string) => {
      if (!session?.engine) return;
      await session.engine.pull(true);
      await session.db.rejected.delete(id);
    },
    [session],
  );

  /** For a goal refused over the free limit: removes the goal (and its tasks) from this device. */
  const deleteRejectedGoal = useCallback(
    async (id: string) => {
      if (!session) return;
      const { db } = session;
      await db.transaction('rw', db.goals, db.tasks, db.rejected, async () => {
        const item = await db.rejected.get(id);
        const goalId = (item?.args as { id?: unknown } | undefined)?.id;
        if (typeof goalId === 'string') {
          await db.goals.delete(goalId);
          await db.tasks.where('goalId').equals(goalId).delete();
        }
        await db.rejected.delete(id);
      });
    },
    [session],
  );

  return { syncNow, dismissRejected, deleteRejectedGoal };
}
