import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Anchor, Popover, Stack, Text } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { Link } from '../../ui/Link';

/**
 * The greeting where the header's row has no room for it (a laptop narrower than 1280 px): a
 * round account button whose panel greets the person by their whole username, with a link to
 * their profile.
 */
export function AccountGreeting({ username }: { username: string }) {
  const { t } = useLingui();
  return (
    <Popover position="bottom-end" shadow="md" withArrow>
      <Popover.Target>
        <ActionIcon variant="light" size={34} radius="xl" flex="none" aria-label={t`Account`}>
          <IconUserCircle size={20} aria-hidden="true" />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown maw={320}>
        <Stack gap={6}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {t`Welcome, ${username}`}
          </Text>
          <Anchor component={Link} to="/dashboard?tab=profile" size="sm">
            {t`Your profile`}
          </Anchor>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
