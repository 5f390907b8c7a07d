import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Center, Stack, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useAuth } from '../../session';

/** Shown when the current user could not be read (offline, server down): retry instead of guessing. */
export default function AccountUnavailable() {
  const { refreshUser } = useAuth();
  const { t } = useLingui();
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    refreshUser({ force: true })
      .catch(() => {})
      .finally(() => setRetrying(false));
  };
  return (
    <Center mih="40vh">
      <Alert
        color="orange"
        variant="light"
        icon={<IconCloudOff aria-hidden="true" />}
        title={t`We couldn't check your sign-in`}
        maw={480}
      >
        <Stack gap="sm">
          <Text size="sm">{t`The server did not answer. Check your connection and try again.`}</Text>
          <Button onClick={retry} loading={retrying} variant="light" color="orange" w="fit-content">
            {t`Try again`}
          </Button>
        </Stack>
      </Alert>
    </Center>
  );
}
