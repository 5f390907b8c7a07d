import { Alert, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSyncActions, useSyncStatus } from '../../data/sync-hooks';
import type { RejectedMutation } from '../../db/types';
import { describeRejected, isGoalOverLimit } from './describe';

function RejectedItem({ item, onNavigate }: { item: RejectedMutation; onNavigate: () => void }) {
  const { dismissRejected, deleteRejectedGoal } = useSyncActions();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = (action: () => Promise<void>, failure: string) => {
    setBusy(true);
    setError(null);
    action()
      .catch(() => setError(failure))
      .finally(() => setBusy(false));
  };
  const label = describeRejected(item);
  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={label}>
      <Stack gap={6}>
        <Text fw={600} size="sm">
          {label}
        </Text>
        <Text size="sm">{item.message}</Text>
        {error && (
          <Text size="sm" c="red">
            {error}
          </Text>
        )}
        <Group gap="xs">
          {isGoalOverLimit(item) ? (
            <>
              <Button size="compact-sm" component={Link} to="/upgrade" onClick={onNavigate}>
                Upgrade
              </Button>
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                loading={busy}
                onClick={() =>
                  run(() => deleteRejectedGoal(item.id), 'Could not delete it. Please try again.')
                }
              >
                Delete
              </Button>
            </>
          ) : (
            <Button
              size="compact-sm"
              variant="light"
              loading={busy}
              onClick={() =>
                run(
                  () => dismissRejected(item.id),
                  'Connect to the internet to undo this change, then try again.',
                )
              }
            >
              Dismiss
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * Changes the server refused for good (for example a free member's second goal made offline).
 * They stay here until the person resolves each one: never dropped silently.
 */
export function RejectedDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { rejected } = useSyncStatus();
  return (
    <Modal opened={opened} onClose={onClose} title="Changes that were not saved" centered>
      {rejected.length === 0 ? (
        <Text size="sm">Everything is saved.</Text>
      ) : (
        <Stack gap="sm">
          <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
            The server did not accept these changes. They are still on this device until you choose what to
            do.
          </Alert>
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {rejected.map((item) => (
              <RejectedItem key={item.id} item={item} onNavigate={onClose} />
            ))}
          </Stack>
        </Stack>
      )}
    </Modal>
  );
}
