import { Button, Group, Text } from '@mantine/core';
import type { PublicUser } from '@reign/contract';
import { Link } from '../../ui/Link';
import { LogoutButton } from './LogoutButton';
import { navLinksFor } from './nav-items';
import { PointsBadge } from './PointsBadge';

/**
 * The wide screen's header links (md and up): the greeting, points, the account links and Logout.
 * Its own chunk, drawn only on a wide screen (SignedInControls): a phone never shows it, and its
 * points tooltip brings the floating-ui positioning code (issue 19).
 */
export default function DesktopNav({
  user,
  pathname,
  signOut,
}: {
  user: PublicUser;
  pathname: string;
  signOut: { pending: boolean; run: () => void };
}) {
  return (
    // a little tighter than Mantine's compact buttons, so all links (Bible too) fit a 1000 px laptop
    <Group gap={8} wrap="nowrap" component="nav" aria-label="Main">
      {/* the one part that gives way: shortened (its title keeps it whole) where the links need the room */}
      <Text
        size="sm"
        fw={500}
        mr={4}
        maw={220}
        miw={0}
        truncate="end"
        title={`Welcome, ${user.username}`}
        visibleFrom="lg"
      >
        Welcome, {user.username}
      </Text>
      <PointsBadge points={user.sharingPoints} />
      {navLinksFor(user, pathname).map(({ label, to, active, current }) => (
        <Button
          key={to}
          component={Link}
          to={to}
          variant={active ? 'light' : 'subtle'}
          size="compact-md"
          px={8}
          flex="none"
          aria-current={current}
        >
          {label}
        </Button>
      ))}
      <LogoutButton signOut={signOut} size="compact-md" />
    </Group>
  );
}
