import { Affix, Button, Group, Notification, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useSyncActions, useSyncStatus } from '../data/sync-hooks';
import { applyUpdate, isUpdateWaiting, registerServiceWorker, subscribeUpdate } from './register';

/**
 * Registers the service worker and, when a new version is waiting, first lets the outbox drain
 * (a change queued by the old code is sent by the old code), then offers 'Reload'.
 */
export function UpdatePrompt() {
  const waiting = useSyncExternalStore(subscribeUpdate, isUpdateWaiting, () => false);
  const { pending } = useSyncStatus();
  const { syncNow } = useSyncActions();
  const [reloading, setReloading] = useState(false);

  useEffect(() => {
    registerServiceWorker();
  }, []);

  useEffect(() => {
    if (waiting && pending > 0) void syncNow();
  }, [waiting, pending, syncNow]);

  if (!waiting || pending > 0) return null;
  return (
    <Affix position={{ bottom: 20, left: 20 }} zIndex={300}>
      <Notification
        title="New version available"
        icon={<IconRefresh size={18} aria-hidden="true" />}
        withCloseButton={false}
        role="status"
        maw={360}
      >
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Text size="sm">Reload to use the latest Reign.</Text>
          <Button
            size="compact-sm"
            loading={reloading}
            onClick={() => {
              setReloading(true);
              applyUpdate();
            }}
          >
            Reload
          </Button>
        </Group>
      </Notification>
    </Affix>
  );
}
