import { useState } from 'react';
import { useSyncStatus } from '../../data';
import { useAuthActions } from '../../features/auth';
import { forgetThisDevice } from '../../features/reminders';
import { clearCachedSession } from '../../pwa/session-cache';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

/**
 * Logout as the header offers it: with changes still in the outbox it first asks (they stay in
 * this device's database and sync after the next sign-in); after logging out it forgets the
 * service worker's cached account, so an offline start is signed out too. Before it, this device
 * stops getting the person's morning reminders (a shared device must not show them to the next one).
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
      await forgetThisDevice();
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
    <ConfirmDialog
      opened={asking}
      title="Unsynced changes"
      message={`You have ${waiting} ${waiting === 1 ? 'change that has' : 'changes that have'} not synced yet. If you log out now they stay on this device and sync when you sign in again.`}
      confirmLabel="Log out anyway"
      onConfirm={logout}
      onClose={() => setAsking(false)}
    />
  );
  return { pending, run, modal };
}
