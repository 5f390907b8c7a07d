import type { ReignDb } from '@reign/sync/device/database';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { watchEffectsOf } from '../test/effect-watcher';
import { useLiveRows } from './live';
import type { DataSession } from './session';
import { useSharedLiveRows } from './shared-live';

/** A session whose live queries answer when the test says so (as Dexie's do after a write). */
function fakeSession() {
  const listeners = new Set<(value: number) => void>();
  const session = {
    db: {} as ReignDb,
    liveQuery: () => ({
      subscribe({ next }: { next: (value: number) => void }) {
        listeners.add(next);
        return { unsubscribe: () => listeners.delete(next) };
      },
    }),
  } as unknown as DataSession;
  return {
    session,
    emit: (value: number) => {
      for (const l of listeners) l(value);
    },
  };
}

const readers = {
  useLiveRows: (session: DataSession) => useLiveRows(session, async () => 0, []),
  useSharedLiveRows: (session: DataSession) => useSharedLiveRows(session, 'rows', async () => 0),
};

describe.each(Object.entries(readers))('%s', (_name, read) => {
  it('runs the effects that depend on each result, even when an update that changes nothing renders first', async () => {
    const { session, emit } = fakeSession();
    const { seen, renderUrgently } = watchEffectsOf(() => read(session));
    act(() => emit(1));
    await waitFor(() => expect(seen).toEqual([undefined, 1]));
    act(() => {
      // a new result (rendered in a transition), then an urgent render that changes nothing
      emit(2);
      renderUrgently();
    });
    await waitFor(() => expect(seen).toEqual([undefined, 1, 2]));
  });
});
