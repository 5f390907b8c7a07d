import { useLingui } from '@lingui/react/macro';
import { Divider, Drawer, NavLink, Stack, Text } from '@mantine/core';
import type { PublicUser } from '@reign/contract';
import { Link } from '../../ui/Link';
import { LogoutButton } from './LogoutButton';
import { NAV_DRAWER_ID, navLinksFor } from './nav-items';
import { PointsBadge } from './PointsBadge';

/**
 * The phone's navigation drawer (below the md breakpoint). Its own chunk, loaded on the first
 * open: Mantine's Drawer brings the modal base, scroll area and scroll lock, which every signed-in
 * page otherwise evaluated while loading (issue 19).
 */
export default function NavDrawer({
  user,
  pathname,
  opened,
  onClose,
  signOut,
}: {
  user: PublicUser;
  pathname: string;
  opened: boolean;
  onClose: () => void;
  signOut: { pending: boolean; run: () => void };
}) {
  const { t, i18n } = useLingui();
  const username = user.username;
  return (
    <Drawer
      id={NAV_DRAWER_ID}
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      title={t`Menu`}
      hiddenFrom="md"
      closeButtonProps={{ 'aria-label': t`Close navigation` }}
    >
      <Stack gap="md" component="nav" aria-label={t`Main`}>
        <Stack gap="xs" align="flex-start">
          <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
            {t`Welcome, ${username}`}
          </Text>
          <PointsBadge points={user.sharingPoints} onNavigate={onClose} />
        </Stack>
        <Divider />
        <div>
          {navLinksFor(user, pathname).map(({ label, to, active, current }) => (
            <NavLink
              key={to}
              component={Link}
              to={to}
              label={i18n._(label)}
              active={active}
              aria-current={current}
              onClick={onClose}
            />
          ))}
        </div>
        <LogoutButton signOut={signOut} />
      </Stack>
    </Drawer>
  );
}
