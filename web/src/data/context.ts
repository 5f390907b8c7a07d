import { createContext, useContext, useEffect } from 'react';
import type { DataSession } from './session';

/**
 * The data of whoever is signed in. The database, Dexie and the sync engine are a separate chunk
 * (`./session`), loaded when they are needed: at once for a signed-in user, and for a guest only
 * when a screen reads or writes the guest database (the guest's first screen does neither).
 */
export interface DataHandle {
  /** whose data: a user id, or null for a guest */
  userId: number | null;
  /** the open session; null until its chunk has loaded and the database is open */
  session: DataSession | null;
  /** opens the session (once) and resolves it; rejects when the account changed meanwhile */
  open: () => Promise<DataSession>;
}

/** The data handle; null while the account is still being checked. */
export const DataContext = createContext<DataHandle | null>(null);

export function useDataHandle(): DataHandle | null {
  return useContext(DataContext);
}

/** The open data session, or null (account still checked, chunk loading, or a guest's unopened database). */
export function useDataSession(): DataSession | null {
  return useContext(DataContext)?.session ?? null;
}

/**
 * Like {@link useDataSession}, but asks for the database to be opened: for screens that read it.
 * `open: false` only reads it if it is open (a signed-in account's always is; a guest's waits).
 */
export function useOpenDataSession(open = true): DataSession | null {
  const handle = useContext(DataContext);
  useEffect(() => {
    if (open && handle && !handle.session) handle.open().catch(() => {});
  }, [handle, open]);
  return handle?.session ?? null;
}

type Opener = DataHandle['open'];
let awaitingOpener: ((open: Opener) => void)[] = [];

/**
 * The opener of the next account's data (DataProvider announces each as soon as the account is
 * known): a write tapped while it is still being checked waits for it instead of being refused.
 * The check always ends (signed in, a guest, or the cached account offline), so the wait does.
 */
export const nextDataOpener = () => new Promise<Opener>((resolve) => awaitingOpener.push(resolve));

/** Gives `open` to the writes waiting for one, in the order they were made. */
export function announceDataOpener(open: Opener): void {
  const waiting = awaitingOpener;
  awaitingOpener = [];
  for (const arrive of waiting) arrive(open);
}
