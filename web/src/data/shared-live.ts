import type { ReignDb } from '@reign/sync/device/database';
import { startTransition, useEffect, useState } from 'react';
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
 *
 * A new result is rendered in a transition, as useLiveRows does: React renders it in slices. With
 * useSyncExternalStore each result of a first sync re-rendered the dashboard's cards in one
 * blocking task (issue 19). Readers of one key may show different results for the moment of a
 * transition; the transition then renders them all with the newest.
 */
export function useSharedLiveRows<T>(
  session: DataSession | null | undefined,
  key: string,
  query: (db: ReignDb) => Promise<T>,
): T | undefined {
  const entry = session ? entryOf(session, key) : null;
  // the result this reader shows, in its state (see useTransitionStore): another session or key
  // starts from what that one holds
  const [shown, setShown] = useState(() => shownOf(entry));
  let current = shown;
  if (shown.entry !== entry) {
    current = shownOf(entry);
    setShown(current);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the query
  useEffect(() => {
    if (!session) return;
    const source = entryOf(session, key);
    const listener = () => {
      const next = shownOf(source);
      if (source.error) setShown(next);
      else startTransition(() => setShown(next));
    };
    source.listeners.add(listener);
    if (!source.stop) start(session, source, query);
    // a result that arrived between this render and the subscription
    else if (source.value !== current.value || source.error !== current.error) listener();
    return () => {
      source.listeners.delete(listener);
      if (source.listeners.size > 0) return;
      // the last reader left: stop, and forget the value (it is no longer kept up to date)
      source.stop?.();
      source.stop = null;
      source.value = undefined;
    };
  }, [session, key]);

  if (current.error) throw current.error;
  return current.value as T | undefined;
}

const shownOf = (entry: Entry | null) => ({ entry, value: entry?.value, error: entry?.error ?? null });
