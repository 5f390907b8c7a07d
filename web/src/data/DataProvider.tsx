import { type ReactNode, startTransition, useEffect, useMemo, useState } from 'react';
import { useAuth } from '../session';
import { announceDataOpener, DataContext, type DataHandle } from './context';
import { forgetCurrentUserDb } from './current-user-db';
import type { DataSession } from './session';

/**
 * Opens the database of whoever is signed in (a guest database when nobody is, and only once a
 * screen needs it) and keeps its sync engine running; switching accounts closes one and opens the
 * other. A 401 from the sync server re-checks the account, so an expired session shows as signed
 * out while the outbox waits in the user's database for the next sign-in.
 */
export function DataProvider({ children, startSync = true }: { children: ReactNode; startSync?: boolean }) {
  const { user, isLoading, refreshUser } = useAuth();
  const key = isLoading ? undefined : (user?.id ?? null);
  const username = user?.username;
  const [opened, setOpened] = useState<{ key: number | null; session: DataSession } | null>(null);
  const [open, setOpen] = useState<{ key: number | null; open: () => Promise<DataSession> } | null>(null);

  useEffect(() => {
    if (key === undefined) return;
    let closed = false;
    let close: (() => void) | null = null;
    let pending: Promise<DataSession> | null = null;
    const openNow = () => {
      pending ??= import('./session').then(async ({ openSession }) => {
        const result = await openSession(key, {
          username,
          startSync,
          onSignedOut: () => {
            refreshUser({ force: true }).catch(() => {});
          },
        });
        if (closed) {
          result.close();
          throw new Error('The account changed while its data was opening.');
        }
        close = result.close;
        // every screen's queries start with the session: rendered in slices (docs/performance.md)
        startTransition(() => setOpened({ key, session: result.session }));
        return result.session;
      });
      return pending;
    };
    // in a transition, as `opened` below: the handle reaches every screen that reads the data, and
    // right after hydration that is the whole page, which a plain update would hydrate and render
    // again in one long task (docs/performance.md)
    startTransition(() => setOpen({ key, open: openNow }));
    // writes tapped before the account was known run on its data (data/index.ts)
    announceDataOpener(openNow);
    if (key !== null) openNow().catch(() => {});
    else forgetCurrentUserDb();
    return () => {
      closed = true;
      setOpened(null);
      setOpen(null);
      close?.();
    };
  }, [key, username, refreshUser, startSync]);

  const handle = useMemo<DataHandle | null>(() => {
    if (key === undefined || !open || open.key !== key) return null;
    const session = opened && opened.key === key ? opened.session : null;
    return { userId: key, session, open: open.open };
  }, [key, open, opened]);

  return <DataContext.Provider value={handle}>{children}</DataContext.Provider>;
}
