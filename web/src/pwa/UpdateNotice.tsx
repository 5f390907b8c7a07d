import { useLingui } from '@lingui/react/macro';
import { Affix, Button, Group, Notification, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { applyUpdate } from './register';

/**
 * 'New version available' with its Reload button (UpdatePrompt shows it). Its own chunk: a visit
 * seldom has an update waiting, and a first visit never does.
 */
export default function UpdateNotice() {
  const { t } = useLingui();
  const [reloading, setReloading] = useState(false);
  return (
    <Affix position={{ bottom: 20, left: 20 }} zIndex={300}>
      <Notification
        title={t`New version available`}
        icon={<IconRefresh size={18} aria-hidden="true" />}
        withCloseButton={false}
        role="status"
        maw={360}
      >
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Text size="sm">{t`Reload to use the latest Reign.`}</Text>
          <Button
            size="compact-sm"
            loading={reloading}
            onClick={() => {
              setReloading(true);
              applyUpdate();
            }}
          >
            {t`Reload`}
          </Button>
        </Group>
      </Notification>
    </Affix>
  );
}
