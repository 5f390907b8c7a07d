import { useMemo } from 'react';
import { useAuth } from '../features/auth/auth-context';
import { useDataSession } from './context';
import type { Mutations } from './mutations';

export type { RejectedMutation } from '../db/types';
export {
  AI_CLIENT_TIMEOUT_MS,
  type AiAnswer,
  generateActionSteps,
  generateEncouragement,
  generateReflection,
  isOffline,
} from './ai';
export { DataProvider } from './DataProvider';
export type { Mutations } from './mutations';
export {
  DEFAULT_PROFILE,
  useCachedScripture,
  useDailyActions,
  useEntries,
  useGoals,
  useProfile,
  useTasks,
} from './queries';
export { type ScriptureCache, scriptureCacheOf, useScriptureCache } from './scripture';
export { type SyncStatus, useEngineStatus, useOnline, useSyncActions, useSyncStatus } from './sync-hooks';

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
  saveDailyActions: notReady,
};

/**
 * The writes (see README.md): each validates with the contract, changes this device's rows and
 * queues the change for the server in one transaction, then syncs. Stable while the account is.
 */
export function useMutations(): Mutations {
  const session = useDataSession();
  return useMemo(() => session?.mutations ?? NOT_READY, [session]);
}

/** Whether the signed-in user is a paid member (false for guests). */
export function useIsPaidMember(): boolean {
  return useAuth().user?.isPaidMember ?? false;
}
