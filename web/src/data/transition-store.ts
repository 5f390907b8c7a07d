import { startTransition, useEffect, useReducer } from 'react';

/**
 * An external store read like useSyncExternalStore, but its changes render in a transition: React
 * renders them in slices instead of one blocking task. For stores that change often while a page
 * loads and whose readers are large (the sync engine's status re-rendered the whole signed-in
 * header, synchronously, on each push and pull: issue 19). `subscribe` and `getSnapshot` must be
 * stable; the snapshot must keep its identity while unchanged.
 */
export function useTransitionStore<T>(
  subscribe: (listener: () => void) => () => void,
  getSnapshot: () => T,
): T {
  // Read the store afresh on every render: the compiler would keep the first snapshot (it takes
  // `getSnapshot()` for a pure call of an unchanged function).
  'use no memo';
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const snapshot = getSnapshot();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the first snapshot is compared once, after subscribing
  useEffect(() => {
    const unsubscribe = subscribe(() => startTransition(rerender));
    // a change between this render and the subscription
    if (getSnapshot() !== snapshot) startTransition(rerender);
    return unsubscribe;
  }, [subscribe, getSnapshot]);

  return snapshot;
}
