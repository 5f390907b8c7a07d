import type { EngineStatus } from '@reign/sync/client/engine';
import type { RefusalAction } from '@reign/sync/client/refusal-actions';
import type { RejectedMutation, Repairs } from '@reign/sync/device/types';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useDataSession } from './context';
import { useLiveRows } from './live';
import { useTransitionStore } from './transition-store';

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
  /** the tables this device re-read because they had drifted from the server's (none: null) */
  repairs: Repairs | null;
}

const IDLE: EngineStatus = { syncing: false, paused: null, failures: 0, lastError: null, pushedWrites: 0 };
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

/**
 * The engine's own state (syncing, paused, failures, last error); idle for a guest. Its changes
 * render in a transition: they come with every push and pull, and their readers include the header.
 */
export function useEngineStatus(): EngineStatus {
  const engine = useDataSession()?.engine;
  return useTransitionStore(engine?.subscribe ?? noSubscribe, engine?.getStatus ?? idle);
}

/** What the header shows about sync. Live. */
export function useSyncStatus(): SyncStatus {
  const session = useDataSession();
  const engine = useEngineStatus();
  const online = useOnline();
  const live = useLiveRows(
    session,
    async (db) => {
      const [pending, last, rejected, repairs] = await Promise.all([
        db.outbox.count(),
        db.meta.get('lastSyncedAt'),
        db.rejected.orderBy('seq').toArray(),
        db.meta.get('repairs'),
      ]);
      return {
        pending,
        lastSyncedAt: typeof last?.value === 'string' ? last.value : null,
        rejected,
        repairs: (repairs?.value as Repairs | undefined) ?? null,
      };
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
      repairs: live?.repairs ?? null,
    }),
    [online, engine, live],
  );
}

/** Ways to act on sync: flush now, and resolve refused changes (sync/rejections.ts). */
export function useSyncActions() {
  const session = useDataSession();

  const syncNow = useCallback(async () => (session?.engine ? session.engine.flush() : 'synced'), [session]);

  /**
   * Acts on one refused change: 'retry' and 'standalone' queue it anew (and sync), 'discard' drops
   * it and brings its row back to the server's state (a refused create leaves nothing behind).
   * Another refusal's row is never touched.
   */
  const resolveRejected = useCallback(
    async (id: string, action: RefusalAction) => {
      const engine = session?.engine;
      if (!session || !engine) return;
      // the outbox code is the signed-in data layer's chunk, not the first screen's
      const { discardRejected, resendRejected } = await import('@reign/sync/client/rejections');
      if (action === 'discard') {
        await discardRejected(session.db, id, () => engine.pull(true));
      } else {
        await resendRejected(session.db, id, action);
        void engine.flush();
      }
    },
    [session],
  );

  return { syncNow, resolveRejected };
}
