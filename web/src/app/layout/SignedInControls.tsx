import { Burger, Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { PublicUser } from '@reign/contract';
import { lazy, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { MountWhenOpened } from '../../ui/MountWhenOpened';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { LogoutButton } from './LogoutButton';
import { isActivePath, NAV_DRAWER_ID, navItemsFor } from './nav-items';
import { PointsBadge } from './PointsBadge';
import { SyncStatus } from './SyncStatus';
import { useGuardedSignOut } from './use-guarded-sign-out';

/** Loaded on the first open, or as the finger lands on the Burger (preloadDrawer). */
const loadDrawer = () => import('./NavDrawer');
const NavDrawer = lazy(loadDrawer);
const preloadDrawer = () => {
  loadDrawer().catch(() => {});
};

/**
 * The signed-in part of the top bar (its own chunk: a guest never loads it): the links, points and
 * Logout, the sync status, the colour scheme and, below the md breakpoint, the drawer.
 */
export function SignedInControls({ user }: { user: PublicUser }) {
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const signOut = useGuardedSignOut(close);

  // A route change (from any link) closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not a value read here
  useEffect(() => {
    close();
  }, [pathname, close]);

  const items = navItemsFor(user);

  return (
    <>
      <Group gap="xs" wrap="nowrap" visibleFrom="md" component="nav" aria-label="Main">
        <Text size="sm" fw={500} mr={4} maw={220} truncate="end" title={`Welcome, ${user.username}`}>
          Welcome, {user.username}
        </Text>
        <PointsBadge points={user.sharingPoints} />
        {items.map((item) => {
          const active = isActivePath(pathname, item.to);
          return (
            <Button
              key={item.to}
              component={Link}
              to={item.to}
              variant={active ? 'light' : 'subtle'}
              size="compact-md"
              aria-current={active ? 'page' : undefined}
            >
              {item.label}
            </Button>
          );
        })}
        <LogoutButton signOut={signOut} size="compact-md" />
      </Group>
      <SyncStatus />
      <ColorSchemeToggle />
      <Burger
        hiddenFrom="md"
        opened={opened}
        onClick={toggle}
        onPointerDown={preloadDrawer}
        onFocus={preloadDrawer}
        aria-label={opened ? 'Close navigation' : 'Open navigation'}
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
