import { useCallback, useSyncExternalStore } from 'react';
import type { ReignDb } from '../db/database';
import type { DataSession } from './session';

/**
 * One live query per session and key, shared by every component that reads it: My Tasks, the
 * dashboard's figures and the goals' task lists all read the same thousand tasks once per change,
 * not once each. Started with the first reader, stopped when the last one leaves.
 */
interface Entry {
  value: unknown;
  error: unknown;
  listeners: Set<() => void>;
  stop: (() => void) | null;
}

const perSession = new WeakMap<DataSession, Map<string, Entry>>();

function entryOf(session: DataSession, key: string): Entry {
  let entries = perSession.get(session);
  if (!entries) {
    entries = new Map();
    perSession.set(session, entries);
  }
  let entry = entries.get(key);
  if (!entry) {
    entry = { value: undefined, error: null, listeners: new Set(), stop: null };
    entries.set(key, entry);
  }
  return entry;
}

function start(session: DataSession, entry: Entry, query: (db: ReignDb) => Promise<unknown>) {
  const { db } = session;
  const subscription = session
    .liveQuery(() => query(db))
    .subscribe({
      next: (value) => {
        entry.value = value;
        entry.error = null;
        for (const l of entry.listeners) l();
      },
      error: (error: unknown) => {
        entry.error = error;
        for (const l of entry.listeners) l();
      },
    });
  entry.stop = () => subscription.unsubscribe();
}

/**
 * A live read shared per session under `key` (the key names the query: the same key must always
 * mean the same query). `undefined` until the first result; a failing query throws in render.
 */
export function useSharedLiveRows<T>(
  session: DataSession | null | undefined,
  key: string,
  query: (db: ReignDb) => Promise<T>,
): T | undefined {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the query
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!session) return () => {};
      const entry = entryOf(session, key);
      entry.listeners.add(listener);
      if (!entry.stop) start(session, entry, query);
      return () => {
        entry.listeners.delete(listener);
        if (entry.listeners.size > 0) return;
        // the last reader left: stop, and forget the value (it is no longer kept up to date)
        entry.stop?.();
        entry.stop = null;
        entry.value = undefined;
      };
    },
    [session, key],
  );
  const read = () => (session ? entryOf(session, key).value : undefined);
  const value = useSyncExternalStore(subscribe, read, read);
  const error = session ? entryOf(session, key).error : null;
  if (error) throw error;
  return value as T | undefined;
}
