import { Button, Group, Indicator, Popover, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertCircle, IconCloudCheck, IconCloudOff, IconCloudUp, IconRefresh } from '@tabler/icons-react';
import { lazy } from 'react';
import { useDataSession } from '../../data/context';
import {
  type SyncStatus as Status,
  useEngineStatus,
  useSyncActions,
  useSyncStatus,
} from '../../data/sync-hooks';
import { useMembershipOffer } from '../../features/sync-issues';
import { formatClockTime } from '../../ui/format';
import { MountWhenOpened } from '../../ui/MountWhenOpened';

// the refused changes' dialog loads on its first open: Mantine's Modal is not part of every page (issue 19)
const RejectedDialog = lazy(() => import('../../features/sync-issues/RejectedDialog'));

const changes = (n: number) => `${n} ${n === 1 ? 'change' : 'changes'}`;

/** The one-line state: offline, signed out, syncing, waiting changes, or the last sync time. */
export function syncLabel(s: Status): string {
  if (!s.online) return s.pending > 0 ? `Offline · ${changes(s.pending)} waiting` : 'Offline';
  if (s.paused === 'signed-out') return 'Sign in to sync';
  if (s.syncing) return 'Syncing…';
  if (s.pending > 0) return `${changes(s.pending)} waiting`;
  if (s.lastSyncedAt) return `Synced ${formatClockTime(new Date(s.lastSyncedAt))}`;
  return 'Not synced yet';
}

function StatusIcon({ s }: { s: Status }) {
  const props = { size: 16, 'aria-hidden': true } as const;
  if (!s.online || s.paused) return <IconCloudOff {...props} />;
  if (s.syncing || s.pending > 0) return <IconCloudUp {...props} />;
  return <IconCloudCheck {...props} />;
}

/**
 * Sync state in the header for a signed-in user: a small button with the state that opens the
 * details (last sync, Sync now), and a red button when changes were refused,
 * which opens the dialog to resolve them.
 */
export function SyncStatus() {
  const session = useDataSession();
  const status = useSyncStatus();
  const engine = useEngineStatus();
  const { syncNow } = useSyncActions();
  const [dialogOpen, dialog] = useDisclosure(false);
  // Upgraded with goals refused over the free limit waiting: the dialog offers to send them again.
  useMembershipOffer(status.rejected, dialog.open);
  if (!session?.engine) return null;
  const label = syncLabel(status);
  const refused = status.rejected.length;

  return (
    <Group gap={4} wrap="nowrap">
      {/* The popover's target is the button itself: its aria-expanded belongs on a button, not a div. */}
      <Indicator
        label={status.pending}
        size={16}
        disabled={status.pending === 0}
        color={status.online ? 'indigo' : 'orange'}
        offset={4}
      >
        <Popover position="bottom-end" shadow="md" width={280} withArrow>
          <Popover.Target>
            <Button
              variant="subtle"
              color={status.online ? 'gray' : 'orange'}
              size="compact-sm"
              px={6}
              aria-label={`Sync: ${label}`}
              title={label}
              data-testid="sync-status"
            >
              <Group gap={6} wrap="nowrap">
                <StatusIcon s={status} />
                {/* The words only where the header has room; the icon, its badge and the title elsewhere. */}
                <Text span size="xs" visibleFrom="xl">
                  {label}
                </Text>
              </Group>
            </Button>
          </Popover.Target>
          <Popover.Dropdown>
            <Stack gap="sm">
              <div>
                <Text fw={600} size="sm">
                  {label}
                </Text>
                <Text size="xs" c="dimmed">
                  {status.lastSyncedAt
                    ? `Last synced at ${formatClockTime(new Date(status.lastSyncedAt))}`
                    : 'Not synced on this device yet'}
                </Text>
                {engine.lastError && status.online && !status.paused && (
                  <Text size="xs" c="dimmed">
                    Will retry: {engine.lastError}
                  </Text>
                )}
              </div>
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconRefresh size={14} aria-hidden="true" />}
                loading={status.syncing}
                disabled={!status.online}
                onClick={() => void syncNow()}
              >
                Sync now
              </Button>
            </Stack>
          </Popover.Dropdown>
        </Popover>
      </Indicator>
      {refused > 0 && (
        <Button
          color="red"
          variant="light"
          size="compact-sm"
          px={6}
          leftSection={<IconAlertCircle size={14} aria-hidden="true" />}
          aria-label={`${refused} not saved`}
          title="Changes the server did not accept"
          onClick={dialog.open}
        >
          {refused}
          <Text span size="sm" fw={600} visibleFrom="xl" ml={4}>
            not saved
          </Text>
        </Button>
      )}
      <MountWhenOpened opened={dialogOpen}>
        <RejectedDialog opened={dialogOpen} onClose={dialog.close} rejected={status.rejected} />
      </MountWhenOpened>
    </Group>
  );
}
