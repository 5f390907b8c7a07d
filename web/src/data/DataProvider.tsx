import { type ReactNode, useEffect, useState } from 'react';
import { useAuth } from '../features/auth/auth-context';
import { DataContext } from './context';
import { type DataSession, openSession } from './session';

/**
 * Opens the database of whoever is signed in (a guest database when nobody is) and keeps its sync
 * engine running; switching accounts closes one and opens the other. A 401 from the sync server
 * re-checks the account, so an expired session shows as signed out while the outbox waits in the
 * user's database for the next sign-in.
 */
export function DataProvider({ children, startSync = true }: { children: ReactNode; startSync?: boolean }) {
  const { user, isLoading, refreshUser } = useAuth();
  const key = isLoading ? undefined : (user?.id ?? null);
  const [session, setSession] = useState<DataSession | null>(null);

  useEffect(() => {
    if (key === undefined) return;
    const opened = openSession(key, {
      startSync,
      onSignedOut: () => {
        refreshUser({ force: true }).catch(() => {});
      },
    });
    setSession(opened.session);
    return () => {
      setSession(null);
      opened.close();
    };
  }, [key, refreshUser, startSync]);

  return <DataContext.Provider value={session}>{children}</DataContext.Provider>;
}
