import { useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { IconDatabaseOff } from '@tabler/icons-react';

/**
 * Shown above every page of a signed-in user whose browser refuses IndexedDB (blocked storage,
 * some private modes): the app runs on a database in memory, synced at once while online.
 */
export function StorageNotice() {
  const { t } = useLingui();
  return (
    <Alert
      color="orange"
      variant="light"
      mb="md"
      role="status"
      icon={<IconDatabaseOff aria-hidden="true" />}
      data-testid="memory-only-notice"
    >
      {/* issue 17's words: what it means that the browser keeps no data for Reign */}
      {t`This browser is not letting Reign keep data on this device. Your changes go straight to the server while you are online.`}
    </Alert>
  );
}
