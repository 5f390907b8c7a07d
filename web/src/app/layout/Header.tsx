import {
  Burger,
  Button,
  Container,
  Divider,
  Drawer,
  Group,
  NavLink,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCrown, IconLogin, IconLogout } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAuth } from '../../features/auth';
import { useGuardedSignOut } from '../../features/auth/use-guarded-sign-out';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { isActivePath, navItemsFor } from './nav-items';
import { PointsBadge } from './PointsBadge';
import { SyncStatus } from './SyncStatus';

const DRAWER_ID = 'reign-navigation-drawer';

function Logo() {
  return (
    <UnstyledButton component={Link} to="/" aria-label="Reign home" style={{ display: 'flex' }}>
      <Group gap={6} wrap="nowrap">
        <IconCrown size={28} color="var(--mantine-color-yellow-6)" aria-hidden="true" />
        <Text fw={800} fz="xl" lts={0.5}>
          Reign
        </Text>
      </Group>
    </UnstyledButton>
  );
}

/** The top bar: logo, account links, colour scheme; below the md breakpoint the links move to a drawer. */
export function Header({ width }: { width: number }) {
  const { user, isLoading } = useAuth();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const signOut = useGuardedSignOut(close);

  // A route change (from any link) closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not a value read here
  useEffect(() => {
    close();
  }, [pathname, close]);

  const items = user ? navItemsFor(user) : [];

  return (
    <Container size={width} h="100%" px="md">
      <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
        <Logo />

        <Group gap="xs" wrap="nowrap">
          {user && (
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
              <Button
                variant="default"
                size="compact-md"
                leftSection={<IconLogout size={16} aria-hidden="true" />}
                loading={signOut.pending}
                onClick={signOut.run}
              >
                Logout
              </Button>
            </Group>
          )}
          {!user && !isLoading && (
            <Button component={Link} to="/auth" leftSection={<IconLogin size={16} aria-hidden="true" />}>
              Login
            </Button>
          )}
          {user && <SyncStatus />}
          <ColorSchemeToggle />
          {user && (
            <Burger
              hiddenFrom="md"
              opened={opened}
              onClick={toggle}
              aria-label={opened ? 'Close navigation' : 'Open navigation'}
              aria-expanded={opened}
              aria-controls={DRAWER_ID}
            />
          )}
        </Group>
      </Group>

      {signOut.modal}
      {user && (
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
            <Button
              variant="default"
              leftSection={<IconLogout size={16} aria-hidden="true" />}
              loading={signOut.pending}
              onClick={signOut.run}
            >
              Logout
            </Button>
          </Stack>
        </Drawer>
      )}
    </Container>
  );
}
