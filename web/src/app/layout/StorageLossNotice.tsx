import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconDatabaseImport } from '@tabler/icons-react';
import type { StorageLossNotice as Notice } from '../../data/storage-loss-notices';
import { storageLossMessage } from './storage-loss-text';

/**
 * Shown above every page once the browser wiped this account's data on the device while changes
 * waited: what was put back, or what was lost and since when. It stays until dismissed.
 */
export function StorageLossNotice({ notice, onDismiss }: { notice: Notice; onDismiss: () => void }) {
  const recovered = notice.kind === 'recovered';
  const Icon = recovered ? IconDatabaseImport : IconAlertTriangle;
  return (
    <Alert
      color={recovered ? 'blue' : 'orange'}
      variant="light"
      mb="md"
      role={recovered ? 'status' : 'alert'}
      title={recovered ? 'Unsynced changes recovered' : 'Unsynced changes lost'}
      icon={<Icon aria-hidden="true" />}
      withCloseButton
      closeButtonLabel="Dismiss this notice"
      onClose={onDismiss}
      data-testid="storage-loss-notice"
    >
      {storageLossMessage(notice)}
    </Alert>
  );
}
