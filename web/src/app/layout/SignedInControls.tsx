import { Burger, Button, Divider, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { PublicUser } from '@reign/contract';
import { IconLogout } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { MountWhenOpened } from '../../ui/MountWhenOpened';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { isActivePath, navItemsFor } from './nav-items';
import { PointsBadge } from './PointsBadge';
import { SyncStatus } from './SyncStatus';
import { useGuardedSignOut } from './use-guarded-sign-out';

const DRAWER_ID = 'reign-navigation-drawer';

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
        aria-label={opened ? 'Close navigation' : 'Open navigation'}
        aria-expanded={opened}
        aria-controls={opened ? DRAWER_ID : undefined}
      />
      {signOut.modal}
      {/* mounted on the first open: a closed drawer's portal and effects cost every page's first render */}
      <MountWhenOpened opened={opened}>
        <Drawer
          id={DRAWER_ID}
          opened={opened}
          onClose={close}
          position="right"
          size="xs"
          title="Menu"
          hiddenFrom="md"
          closeButtonProps={{ 'aria-label': 'Close navigation' }}
        >
          <Stack gap="md" component="nav" aria-label="Main">
            <Stack gap="xs" align="flex-start">
              <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                Welcome, {user.username}
              </Text>
              <PointsBadge points={user.sharingPoints} onNavigate={close} />
            </Stack>
            <Divider />
            <div>
              {items.map((item) => {
                const active = isActivePath(pathname, item.to);
                return (
                  <NavLink
                    key={item.to}
                    component={Link}
                    to={item.to}
                    label={item.label}
                    active={active}
                    aria-current={active ? 'page' : undefined}
                    onClick={close}
                  />
                );
              })}
            </div>
            <LogoutButton signOut={signOut} />
          </Stack>
        </Drawer>
      </MountWhenOpened>
    </>
  );
}

/** Logout, in the header and in the phone's drawer. */
function LogoutButton({
  signOut,
  size,
}: {
  signOut: { pending: boolean; run: () => void };
  size?: 'compact-md';
}) {
  return (
    <Button
      variant="default"
      size={size}
      leftSection={<IconLogout size={16} aria-hidden="true" />}
      loading={signOut.pending}
      onClick={signOut.run}
    >
      Logout
    </Button>
  );
}
