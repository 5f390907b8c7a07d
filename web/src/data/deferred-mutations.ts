import type { Mutations } from '@reign/sync/client/mutations';

/** Every write of {@link Mutations}; the check below fails to compile when one is missing. */
export const MUTATION_NAMES = [
  'createGoal',
  'updateGoal',
  'deleteGoal',
  'createTask',
  'updateTask',
  'deleteTask',
  'completeTask',
  'uncompleteTask',
  'updateProfile',
  'createEntry',
  'setActionDone',
  'createPrayer',
  'updatePrayer',
  'deletePrayer',
  'resolveConflict',
  'startReadingPlan',
  'updateReadingPlan',
  'deleteReadingPlan',
  'markReadingDay',
  'setHighlight',
  'removeHighlight',
  'setBookmark',
  'removeBookmark',
  'createNote',
  'updateNote',
  'deleteNote',
  'sharePrayer',
  'prayFor',
  'readTogether',
] as const satisfies readonly (keyof Mutations)[];

type Unlisted = Exclude<keyof Mutations, (typeof MUTATION_NAMES)[number]>;
const everyWriteListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyWriteListed;

type AnyWrite = (...args: unknown[]) => Promise<unknown>;

/**
 * Writes that wait for `get` and then run on what it resolves, in the order they were called
 * (continuations of one promise run in order). Used for the writes of a session whose code loads
 * with its first write (the contract's schemas and the outbox are no part of opening the data:
 * docs/performance.md), for a guest's database opened by its first write, and for writes before
 * the data is open (`get` rejects with what to tell the person).
 */
export function deferredMutations(get: () => Promise<Mutations>): Mutations {
  const writes: Record<string, AnyWrite> = {};
  for (const name of MUTATION_NAMES) {
    writes[name] = async (...args) => ((await get())[name] as AnyWrite)(...args);
  }
  return writes as unknown as Mutations;
}
