import type { ReignDb } from '@reign/sync/device/database';
import { type DependencyList, startTransition, useEffect, useState } from 'react';
import type { DataSession } from './session';

/**
 * Dexie's live query as a hook (what dexie-react-hooks' useLiveQuery does), with Dexie's
 * `liveQuery` taken from the open session: the hooks of src/data then import no Dexie code, so
 * screens that only might read the database do not pull Dexie into their chunk. `undefined` until
 * the first result; after a change of `deps` the last result stays until the new one arrives; a
 * failing query throws in render (to the error boundary), as useLiveQuery does.
 *
 * A new result is rendered in a transition: React then renders it in slices, yielding to input and
 * paint, instead of in one task. A first sync that brings a year of plans changed every screen's
 * queries at once, and each change re-rendered the dashboard in one long task (issue 19).
 */
export function useLiveRows<T>(
  session: DataSession | null | undefined,
  query: (db: ReignDb) => Promise<T>,
  deps: DependencyList,
): T | undefined {
  // in state, not a ref read while rendering: see useTransitionStore
  const [state, setState] = useState<{ value: T | undefined; error: unknown }>({
    value: undefined,
    error: null,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps decide when to re-query
  useEffect(() => {
    if (!session) return;
    const { db } = session;
    const subscription = session
      .liveQuery(() => query(db))
      .subscribe({
        next: (value) => startTransition(() => setState({ value, error: null })),
        error: (error: unknown) => setState((s) => ({ value: s.value, error })),
      });
    return () => subscription.unsubscribe();
  }, [session, ...deps]);

  if (state.error) throw state.error;
  return session ? state.value : undefined;
}
