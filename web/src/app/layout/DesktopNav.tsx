import { useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PublicUser } from '@reign/contract';
import { Link } from '../../ui/Link';
import { AccountGreeting } from './AccountGreeting';
import { LogoutButton } from './LogoutButton';
import { navLinksFor } from './nav-items';
import { PointsBadge } from './PointsBadge';

/**
 * The wide screen's header links (md and up): the greeting, points, the account links and Logout.
 * From 1280 px the greeting is in the row, whole; on a smaller laptop the row has no room for it
 * and it moves into the account button's panel (AccountGreeting), and Logout is its icon. Its own chunk, drawn only on a wide screen (SignedInControls): a phone never shows it, and its
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
  const { t, i18n } = useLingui();
  const username = user.username;
  const greeting = t`Welcome, ${username}`;
  // never server-rendered (SignedInControls): the first render can read the screen
  const roomy = useMediaQuery('(min-width: 80em)', undefined, { getInitialValueInEffect: false });
  return (
    // tighter than Mantine's compact buttons, and tighter still below 1280 px where the Account
    // button joins the row, so all links (Bible too) fit a 1000 px laptop
    <Group gap={roomy ? 8 : 4} wrap="nowrap" component="nav" aria-label={t`Main`}>
      {roomy ? (
        // whole on a laptop (the header spans up to 1400 px); shortened, its title keeping it whole,
        // only for a username too long for any row
        <Text size="sm" fw={500} mr={4} maw={360} miw={0} truncate="end" title={greeting}>
          {greeting}
        </Text>
      ) : (
        <AccountGreeting username={user.username} />
      )}
      <PointsBadge points={user.sharingPoints} />
      {navLinksFor(user, pathname)
        .filter((item) => item.inRow !== false)
        .map(({ label, to, active, current }) => (
          <Button
            key={to}
            component={Link}
            to={to}
            variant={active ? 'light' : 'subtle'}
            size="compact-md"
            px={roomy ? 8 : 6}
            flex="none"
            aria-current={current}
          >
            {i18n._(label)}
          </Button>
        ))}
      <LogoutButton signOut={signOut} size="compact-md" iconOnly={!roomy} />
    </Group>
  );
}
