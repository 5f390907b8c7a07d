import { useSyncExternalStore } from 'react';

/**
 * Whether this device knows an active reading plan: a mark in localStorage kept in step with the
 * device's plans by the open data session (data/session.ts) and the plans' screens (set when one is
 * active, cleared when none is). The Renew step reads only this, after
 * hydration, so `/` loads no plan code for someone without a plan (docs/performance.md).
 */
const KEY = 'reign-reading-plans';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return localStorage.getItem(KEY) === 'active';
  } catch {
    return false;
  }
}

export function setReadingHint(active: boolean): void {
  if (read() === active) return;
  try {
    if (active) localStorage.setItem(KEY, 'active');
    else localStorage.removeItem(KEY);
  } catch {
    // a browser that keeps no storage: the card shows on the pages that read the plans themselves
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    removeEventListener('storage', listener);
  };
}

/** The mark, false on the server and while hydrating. */
export function useReadingHint(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
