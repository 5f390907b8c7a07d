import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useDataSession } from '../../data/context';
import { useAuthActions } from '../../features/auth';
import { clearCachedSession } from '../../pwa/session-cache';
import { lazyPart } from '../../ui/LazyPart';
import { MountWhenOpened } from '../../ui/MountWhenOpened';

// loaded when it is first needed: Mantine's Modal is not part of every signed-in page (issue 19)
const ConfirmDialog = lazyPart(async () => ({
  default: (await import('../../ui/ConfirmDialog')).ConfirmDialog,
}));

/**
 * Logout as the header offers it: with changes still in the outbox it first asks (they stay in
 * this device's database and sync after the next sign-in); after logging out it forgets the
 * service worker's cached account, so an offline start is signed out too. Before it, this device
 * stops getting the person's morning reminders (a shared device must not show them to the next one).
 * Render `modal` once; call `run` from the Logout buttons.
 *
 * The waiting changes are counted when Logout is pressed, not watched: a count kept live re-rendered
 * the whole header on every push and pull, and could lag a change made a moment before.
 */
export function useGuardedSignOut(onDone?: () => void) {
  const { t } = useLingui();
  const { signOut } = useAuthActions();
  const session = useDataSession();
  const [pending, setPending] = useState(false);
  /** the changes waiting when Logout was pressed; 0 when not asking */
  const [asking, setAsking] = useState(0);

  const logout = async () => {
    setAsking(0);
    setPending(true);
    try {
      // loaded with Logout: the reminders' device code is not part of every page. It never fails
      // (nothing to forget); neither may its loading stop the logout.
      await import('../../features/reminders').then((r) => r.forgetThisDevice()).catch(() => {});
      if (await signOut()) await clearCachedSession();
    } finally {
      setPending(false);
      onDone?.();
    }
  };
  const run = async () => {
    const waiting = session ? await session.db.outbox.count().catch(() => 0) : 0;
    if (waiting > 0) setAsking(waiting);
    else await logout();
  };
  const modal = (
    <MountWhenOpened opened={asking > 0}>
      <ConfirmDialog
        opened={asking > 0}
        title={t`Unsynced changes`}
        message={t`You have ${plural(asking, { one: '# change that has', other: '# changes that have' })} not synced yet. If you log out now they stay on this device and sync when you sign in again.`}
        confirmLabel={t`Log out anyway`}
        onConfirm={logout}
        onClose={() => setAsking(0)}
      />
    </MountWhenOpened>
  );
  return { pending, run: () => void run(), modal };
}
