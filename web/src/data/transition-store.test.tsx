import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { watchEffectsOf } from '../test/effect-watcher';
import { useTransitionStore } from './transition-store';

/** A tiny external store, as the sync engine is one. */
function makeStore(initial: number) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: number) {
      value = next;
      for (const l of listeners) l();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    listeners,
  };
}

describe('useTransitionStore', () => {
  it("renders the store's changes, and stops listening when unmounted", async () => {
    const store = makeStore(1);
    const { result, unmount } = renderHook(() => useTransitionStore(store.subscribe, store.get));
    expect(result.current).toBe(1);
    act(() => store.set(2));
    await waitFor(() => expect(result.current).toBe(2));
    unmount();
    expect(store.listeners.size).toBe(0);
  });

  it('catches a change made between the first render and the subscription', async () => {
    const store = makeStore(1);
    const { result } = renderHook(() => {
      const value = useTransitionStore(store.subscribe, store.get);
      // a change the moment after rendering, before effects run (as a sync result arriving then)
      if (value === 1) store.set(5);
      return value;
    });
    await waitFor(() => expect(result.current).toBe(5));
  });
});

describe('effects that depend on the snapshot', () => {
  it('run for every snapshot the component commits, even when an update of its own that changes nothing renders it first', async () => {
    const store = makeStore(1);
    const { seen, renderUrgently } = watchEffectsOf(() => useTransitionStore(store.subscribe, store.get));
    expect(seen).toEqual([1]);
    act(() => {
      // the store changes (its render waits in a transition), then the component is rendered
      // urgently by a state update that leaves its state as it was
      store.set(2);
      renderUrgently();
    });
    await waitFor(() => expect(seen).toEqual([1, 2]));
  });
});
