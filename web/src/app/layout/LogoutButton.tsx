import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';

/** Logout, in the header and in the phone's drawer. */
export function LogoutButton({
  signOut,
  size,
}: {
  signOut: { pending: boolean; run: () => void };
  size?: 'compact-md';
}) {
  return (
    <Button
      variant="default"
      flex="none"
      size={size}
      leftSection={<IconLogout size={16} aria-hidden="true" />}
      loading={signOut.pending}
      onClick={signOut.run}
    >
      Logout
    </Button>
  );
}
