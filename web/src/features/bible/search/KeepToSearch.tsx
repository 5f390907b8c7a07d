import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { type TranslationId, translationInfo } from '@reign/contract/translations';
import { IconDownload } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useOnline } from '../../../data';
import { DownloadProgress } from '../DownloadProgress';
import { TOTAL_BOOKS, useKeptText } from '../use-kept-text';

/**
 * Offline, search reads the books kept on this device: when the chosen translation is not all here,
 * says so (online, the server searches meanwhile) and keeps it (with progress), then calls `onKept`.
 */
export function KeepToSearch({ translation, onKept }: { translation: TranslationId; onKept: () => void }) {
  const { t } = useLingui();
  const online = useOnline();
  const state = useKeptText(translation);
  const { name } = translationInfo(translation);
  const { complete, progress, error, stored } = state;
  const kept = stored?.books ?? 0;
  const totalBooks = TOTAL_BOOKS;
  useEffect(() => {
    if (complete) onKept();
  }, [complete, onKept]);

  return (
    <Alert variant="light" color="blue" title={online ? t`Search offline too` : t`Keep it to search it`}>
      <Stack gap="sm">
        <Text size="sm">
          {online
            ? t`Keep the ${name} on this device to search it offline too.`
            : t`Search works on the device. Keep the ${name} on this device to search it.`}
          {kept > 0 ? ` ${t`${kept} of ${totalBooks} books are kept.`}` : ''}
        </Text>
        {progress && <DownloadProgress name={name} progress={progress} />}
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        <div>
          <Button
            leftSection={<IconDownload size={18} aria-hidden="true" />}
            onClick={() => void state.keep()}
            loading={progress !== null}
            disabled={!online || !stored}
          >
            {t`Keep the ${name} on this device`}
          </Button>
        </div>
        {!online && (
          <Text size="xs" c="dimmed">
            {t`You're offline: connect to the internet to keep it.`}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
