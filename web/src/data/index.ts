import { useMemo } from 'react';
import { useAuth } from '../session';
import { type DataHandle, useDataHandle } from './context';
import type { Mutations } from './mutations';

export type { RejectedMutation } from '../db/types';
export {
  RETRYABLE_CODES,
  type RefusalAction,
  refusalActions,
  refusalCode,
} from '../sync/refusal-actions';
export { AI_CLIENT_TIMEOUT_MS, type AiAnswer, isOffline } from './ai-answer';
export { generateActionSteps, generateEncouragement, generateReflection } from './ai-lazy';
export { changeSet, editedFields, hasChanges, saveEdited } from './change-set';
export { DataProvider } from './DataProvider';
export type { Mutations, PlanActionRef } from './mutations';
export {
  actionKey,
  completedKeys,
  type PlanAction,
  planActions,
  progressOf,
  toggledActions,
} from './plan-actions';
export {
  DEFAULT_PROFILE,
  useCachedScripture,
  useDailyActions,
  useEntries,
  useGoals,
  usePrayers,
  useProfile,
  useTasks,
} from './queries';
export { guestScriptureCache, type ScriptureCache, scriptureCacheOf, useScriptureCache } from './scripture';
export { type SyncStatus, useEngineStatus, useOnline, useSyncActions, useSyncStatus } from './sync-hooks';
export { countWaitingChanges, useWaitingChanges } from './waiting-changes';

const notReady = () => Promise.reject(new Error('Your data is still loading. Please try again in a moment.'));
const NOT_READY: Mutations = {
  createGoal: notReady,
  updateGoal: notReady,
  deleteGoal: notReady,
  createTask: notReady,
  updateTask: notReady,
  deleteTask: notReady,
  completeTask: notReady,
  uncompleteTask: notReady,
  updateProfile: notReady,
  createEntry: notReady,
  setActionDone: notReady,
  createPrayer: notReady,
  updatePrayer: notReady,
  deletePrayer: notReady,
};

/** Writes that open the database first (a guest's, which is opened on the first write). */
function openingMutations(handle: DataHandle): Mutations {
  const open = async () => (await handle.open()).mutations;
  return {
    createGoal: async (values) => (await open()).createGoal(values),
    updateGoal: async (id, changes) => (await open()).updateGoal(id, changes),
    deleteGoal: async (id) => (await open()).deleteGoal(id),
    createTask: async (values) => (await open()).createTask(values),
    updateTask: async (id, changes) => (await open()).updateTask(id, changes),
    deleteTask: async (id) => (await open()).deleteTask(id),
    completeTask: async (id) => (await open()).completeTask(id),
    uncompleteTask: async (id) => (await open()).uncompleteTask(id),
    updateProfile: async (body) => (await open()).updateProfile(body),
    createEntry: async (body) => (await open()).createEntry(body),
    setActionDone: async (action, done) => (await open()).setActionDone(action, done),
    createPrayer: async (values) => (await open()).createPrayer(values),
    updatePrayer: async (id, changes) => (await open()).updatePrayer(id, changes),
    deletePrayer: async (id) => (await open()).deletePrayer(id),
  };
}

/**
 * The writes (see README.md): each validates with the contract, changes this device's rows and
 * queues the change for the server in one transaction, then syncs. Stable while the account is.
 */
export function useMutations(): Mutations {
  const handle = useDataHandle();
  const session = handle?.session ?? null;
  return useMemo(
    () => session?.mutations ?? (handle ? openingMutations(handle) : NOT_READY),
    [session, handle],
  );
}

/** Whether the signed-in user is a paid member (false for guests). */
export function useIsPaidMember(): boolean {
  return useAuth().user?.isPaidMember ?? false;
}
