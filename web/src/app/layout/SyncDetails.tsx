import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Popover, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { type ReactElement, useEffect, useRef } from 'react';
import { useEngineStatus, useSyncActions, useSyncStatus } from '../../data/sync-hooks';
import { formatClockTime } from '../../ui/format';
import { syncLabel } from './sync-label';

/**
 * The sync status's details (last sync, the retry reason, Sync now) in a popover anchored on the
 * status button. Its own chunk, loaded on the first press (SyncStatus): Mantine's Popover brings
 * floating-ui, which every signed-in page otherwise loaded and ran at start (issue 19). It takes
 * over the button, opened; `focus` moves the focus to it when the pressed button had it.
 */
export default function SyncDetails({ target, focus }: { target: ReactElement; focus: boolean }) {
  const status = useSyncStatus();
  const engine = useEngineStatus();
  const { syncNow } = useSyncActions();
  const targetRef = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the popover takes the button over
  useEffect(() => {
    if (focus) targetRef.current?.focus();
  }, []);
  const { t, i18n } = useLingui();
  const label = syncLabel(status, i18n);
  const lastSynced = status.lastSyncedAt ? formatClockTime(new Date(status.lastSyncedAt), i18n.locale) : null;
  const lastError = engine.lastError;
  const repairs = status.repairs;
  const repairedAt = repairs?.lastAt ? formatClockTime(new Date(repairs.lastAt), i18n.locale) : '';

  return (
    <Popover position="bottom-end" shadow="md" width={280} withArrow defaultOpened>
      {/* The popover's target is the button itself: its aria-expanded belongs on a button, not a div. */}
      <Popover.Target ref={targetRef}>{target}</Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <div>
            <Text fw={600} size="sm">
              {label}
            </Text>
            <Text size="xs" c="dimmed">
              {lastSynced ? t`Last synced at ${lastSynced}` : t`Not synced on this device yet`}
            </Text>
            {engine.lastError && status.online && !status.paused && (
              <Text size="xs" c="dimmed">
                {t`Will retry: ${lastError}`}
              </Text>
            )}
            {repairs && (
              <Text size="xs" c="dimmed" data-testid="sync-repairs">
                {t`Repaired from the server: ${plural(repairs.count, { one: '# list', other: '# lists' })} that differed, last at ${repairedAt}`}
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
            {t`Sync now`}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
