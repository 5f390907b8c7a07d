import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';

/**
 * Logout, in the header and in the phone's drawer; `iconOnly` on a small laptop, where the header's
 * row has no room for its word (named 'Logout' all the same, with a tooltip).
 */
export function LogoutButton({
  signOut,
  size,
  iconOnly = false,
}: {
  signOut: { pending: boolean; run: () => void };
  size?: 'compact-md';
  iconOnly?: boolean;
}) {
  const { t } = useLingui();
  if (iconOnly) {
    return (
      <Tooltip label={t`Logout`}>
        <ActionIcon
          variant="default"
          size={30}
          flex="none"
          aria-label={t`Logout`}
          loading={signOut.pending}
          onClick={signOut.run}
        >
          <IconLogout size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Button
      variant="default"
      flex="none"
      size={size}
      leftSection={<IconLogout size={16} aria-hidden="true" />}
      loading={signOut.pending}
      onClick={signOut.run}
    >
      {t`Logout`}
    </Button>
  );
}
