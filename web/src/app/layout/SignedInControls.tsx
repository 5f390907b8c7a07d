import { useLingui } from '@lingui/react/macro';
import { Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { PublicUser } from '@reign/contract';
import { Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { LanguageSync } from '../../features/language';
import { lazyPart } from '../../ui/LazyPart';
import { MountWhenOpened } from '../../ui/MountWhenOpened';
import { warmForOffline } from '../warm-offline';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { NAV_DRAWER_ID } from './nav-items';
import { SyncStatus } from './SyncStatus';
import { useGuardedSignOut } from './use-guarded-sign-out';
import { useWideHeader } from './use-wide-header';

/** Loaded on the first open, or as the finger lands on the Burger (preloadDrawer). */
const NavDrawer = lazyPart(() => import('./NavDrawer'));
const preloadDrawer = () => {
  NavDrawer.preload().catch(() => {});
};
/** Drawn (and loaded) on a wide screen only: see DesktopNav. */
const DesktopNav = lazyPart(
  () => import('./DesktopNav'),
  () => null,
);

/**
 * The signed-in part of the top bar (its own chunk: a guest never loads it): on a wide screen the
 * links, points and Logout (DesktopNav), the sync status, the colour scheme and, below the md
 * breakpoint, the drawer.
 */
export function SignedInControls({ user }: { user: PublicUser }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const [opened, { toggle: flip, close }] = useDisclosure(false);
  const signOut = useGuardedSignOut(close);

  // A route change (the back button, a redirect) closes the drawer, but only a change to a page
  // other than the one it was opened on. Mounting is not a change: React runs a render's effects
  // after the paint, and a tap on the Burger in between was undone by this effect's first run. And
  // the page it was opened on is read from the address: right after signing in, the address is
  // already '/' while the router still draws the sign-in page for a moment, and a tap in that
  // moment was undone when the router caught up.
  const drawnAt = useRef(pathname);
  const openedOn = useRef<string | null>(null);
  const toggle = () => {
    openedOn.current = window.location.pathname;
    flip();
  };
  useEffect(() => {
    if (drawnAt.current === pathname) return;
    drawnAt.current = pathname;
    if (openedOn.current !== pathname) close();
  }, [pathname, close]);

  const wide = useWideHeader();
  // someone is signed in: fetch what their first offline edit needs while the page is idle
  useEffect(warmForOffline, []);

  return (
    <>
      {wide && (
        // its own boundary: the sync status and the scheme toggle do not wait for the links
        <Suspense fallback={null}>
          <DesktopNav user={user} pathname={pathname} signOut={signOut} />
        </Suspense>
      )}
      <LanguageSync />
      <SyncStatus />
      <ColorSchemeToggle />
      <Burger
        hiddenFrom="md"
        opened={opened}
        onClick={toggle}
        onPointerDown={preloadDrawer}
        onFocus={preloadDrawer}
        aria-label={opened ? t`Close navigation` : t`Open navigation`}
        aria-expanded={opened}
        aria-controls={opened ? NAV_DRAWER_ID : undefined}
      />
      {signOut.modal}
      {/* mounted on the first open: a closed drawer's code, portal and effects cost every signed-in page */}
      <MountWhenOpened opened={opened}>
        <NavDrawer user={user} pathname={pathname} opened={opened} onClose={close} signOut={signOut} />
      </MountWhenOpened>
    </>
  );
}
