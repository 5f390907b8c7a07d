import { startTransition, useEffect, useState } from 'react';

/**
 * An external store read like useSyncExternalStore, but its changes render in a transition: React
 * renders them in slices instead of one blocking task. For stores that change often while a page
 * loads and whose readers are large (the sync engine's status re-rendered the whole signed-in
 * header, synchronously, on each push and pull: issue 19). `subscribe` and `getSnapshot` must be
 * stable; the snapshot must keep its identity while unchanged.
 *
 * The snapshot a component shows is kept in its state, never read from the store while rendering:
 * a render that reads a value changed outside React lets React skip the effects whose
 * dependencies changed with it (an update of its own that changes nothing renders it, React keeps
 * the hooks of that render and drops its effects; the transition then finds them unchanged).
 */
export function useTransitionStore<T>(
  subscribe: (listener: () => void) => () => void,
  getSnapshot: () => T,
): T {
  const [shown, setShown] = useState(() => ({ getSnapshot, value: getSnapshot() }));
  let current = shown;
  if (shown.getSnapshot !== getSnapshot) {
    // another store: start from its snapshot (React re-renders at once with this state)
    current = { getSnapshot, value: getSnapshot() };
    setShown(current);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: the rendered snapshot is compared once, after subscribing
  useEffect(() => {
    const update = () => {
      const value = getSnapshot();
      startTransition(() =>
        setShown((s) =>
          s.getSnapshot === getSnapshot && Object.is(s.value, value) ? s : { getSnapshot, value },
        ),
      );
    };
    const unsubscribe = subscribe(update);
    // a change between this render and the subscription
    if (!Object.is(getSnapshot(), current.value)) update();
    return unsubscribe;
  }, [subscribe, getSnapshot]);

  return current.value;
}
