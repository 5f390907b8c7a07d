import type { Mutations } from '@reign/sync/client/mutations';
import { useMemo } from 'react';
import { useAuth } from '../session';
import { type DataHandle, nextDataOpener, useDataHandle } from './context';
import { deferredMutations } from './deferred-mutations';

export type { Mutations, PlanActionRef, VerseRef } from '@reign/sync/client/mutations';
export type { RejectedMutation } from '@reign/sync/device/types';
export { AI_CLIENT_TIMEOUT_MS, type AiAnswer, isOffline } from './ai-answer';
export { generateActionSteps, generateEncouragement, generateReflection } from './ai-lazy';
export { DataProvider } from './DataProvider';
export {
  type ConflictView,
  DEFAULT_PROFILE,
  useCachedScripture,
  useConflicts,
  useDailyActions,
  useEntries,
  useGoals,
  usePrayers,
  useProfile,
  useTasks,
} from './queries';
export {
  guestScriptureCache,
  type ScriptureCache,
  scriptureCacheOf,
  scriptureKey,
  useScriptureCache,
} from './scripture';
export { type SyncStatus, useEngineStatus, useOnline, useSyncActions, useSyncStatus } from './sync-hooks';

/** Writes that open the database first (a guest's, which is opened on the first write). */
const openingMutations = (handle: DataHandle): Mutations =>
  deferredMutations(async () => (await handle.open()).mutations);

/** Writes made before the account is known: run on its data once it is (a tap is never refused). */
const AWAITING_ACCOUNT: Mutations = deferredMutations(
  async () => (await (await nextDataOpener())()).mutations,
);

/**
 * The writes (see README.md): each validates with the contract, changes this device's rows and
 * queues the change for the server in one transaction, then syncs. Stable while the account is.
 */
export function useMutations(): Mutations {
  const handle = useDataHandle();
  const session = handle?.session ?? null;
  return useMemo(
    () => session?.mutations ?? (handle ? openingMutations(handle) : AWAITING_ACCOUNT),
    [session, handle],
  );
}

/** Whether the signed-in user is a paid member (false for guests). */
export function useIsPaidMember(): boolean {
  return useAuth().user?.isPaidMember ?? false;
}
