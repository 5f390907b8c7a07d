import { useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconDatabaseImport } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import type { StorageLossNotice as Notice, StorageLossNotices } from '../../data/storage-loss-notices';
import { storageLossMessage } from './storage-loss-text';

/**
 * Shown above every page once the browser wiped this account's data on the device while changes
 * waited: what was put back, or what was lost and since when. It stays until dismissed.
 */
export function StorageLossNotice({ notice, onDismiss }: { notice: Notice; onDismiss: () => void }) {
  const { t, i18n } = useLingui();
  const recovered = notice.kind === 'recovered';
  const Icon = recovered ? IconDatabaseImport : IconAlertTriangle;
  return (
    <Alert
      color={recovered ? 'blue' : 'orange'}
      variant="light"
      mb="md"
      role={recovered ? 'status' : 'alert'}
      title={recovered ? t`Unsynced changes recovered` : t`Unsynced changes lost`}
      icon={<Icon aria-hidden="true" />}
      withCloseButton
      closeButtonLabel={t`Dismiss this notice`}
      onClose={onDismiss}
      data-testid="storage-loss-notice"
    >
      {storageLossMessage(notice, undefined, i18n)}
    </Alert>
  );
}

const noNotice = () => null;

/** The notice of a signed-in session's database, while there is one (the layout mounts it for such a session only). */
export function StorageLossArea({ notices }: { notices: StorageLossNotices }) {
  const notice = useSyncExternalStore(notices.subscribe, notices.get, noNotice);
  return notice ? <StorageLossNotice notice={notice} onDismiss={notices.dismiss} /> : null;
}
