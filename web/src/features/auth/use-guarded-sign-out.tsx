import { useState } from 'react';
import { useSyncStatus } from '../../data/sync-hooks';
import { clearCachedSession } from '../../pwa/session-cache';
import { ConfirmLogoutModal } from './ConfirmLogoutModal';
import { useAuthActions } from './use-auth-actions';

/**
 * Logout as the header offers it: with changes still in the outbox it first asks (they stay in
 * this device's database and sync after the next sign-in); after logging out it forgets the
 * service worker's cached account, so an offline start is signed out too.
 * Render `modal` once; call `run` from the Logout buttons.
 */
export function useGuardedSignOut(onDone?: () => void) {
  const { signOut } = useAuthActions();
  const { pending: waiting } = useSyncStatus();
  const [pending, setPending] = useState(false);
  const [asking, setAsking] = useState(false);

  const logout = async () => {
    setAsking(false);
    setPending(true);
    try {
      if (await signOut()) await clearCachedSession();
    } finally {
      setPending(false);
      onDone?.();
    }
  };
  const run = () => {
    if (waiting > 0) setAsking(true);
    else void logout();
  };
  const modal = (
    <ConfirmLogoutModal
      opened={asking}
      pending={waiting}
      onConfirm={() => void logout()}
      onCancel={() => setAsking(false)}
    />
  );
  return { pending, run, modal };
}
