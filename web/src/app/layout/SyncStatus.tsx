import { useLingui } from '@lingui/react/macro';
import { Button, Group, Indicator, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertCircle, IconCloudCheck, IconCloudOff, IconCloudUp } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useDataSession } from '../../data/context';
import { type SyncStatus as Status, useSyncStatus } from '../../data/sync-hooks';
import { ConflictsButton, useMembershipOffer } from '../../features/sync-issues';
import { CountButton } from '../../ui/CountButton';
import { lazyPart } from '../../ui/LazyPart';
import { MountWhenOpened } from '../../ui/MountWhenOpened';
import { syncLabel } from './sync-label';

// the refused changes' dialog loads on its first open: Mantine's Modal is not part of every page (issue 19)
const RejectedDialog = lazyPart(() => import('../../features/sync-issues/RejectedDialog'));
// the details' popover loads on the first press: see SyncDetails
const SyncDetails = lazyPart(
  () => import('./SyncDetails'),
  ({ target }) => target,
);

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
  const { t, i18n } = useLingui();
  const [dialogOpen, dialog] = useDisclosure(false);
  // null until the first press; then whether the pressed button had the focus
  const [details, setDetails] = useState<{ focus: boolean } | null>(null);
  // Upgraded with goals refused over the free limit waiting: the dialog offers to send them again.
  useMembershipOffer(status.rejected, dialog.open);
  if (!session?.engine) return null;
  const label = syncLabel(status, i18n);
  const refused = status.rejected.length;

  const button = (
    <Button
      variant="subtle"
      color={status.online ? 'gray' : 'orange'}
      size="compact-sm"
      px={6}
      aria-label={t`Sync: ${label}`}
      title={label}
      data-testid="sync-status"
      // until the popover has taken the button over (SyncDetails adds these itself)
      {...(details ? {} : { 'aria-haspopup': 'dialog', 'aria-expanded': false })}
      onClick={(event) => {
        if (!details) setDetails({ focus: document.activeElement === event.currentTarget });
      }}
    >
      <Group gap={6} wrap="nowrap">
        <StatusIcon s={status} />
        {/* The words only where the header has room; the icon, its badge and the title elsewhere. */}
        <Text span size="xs" visibleFrom="xl">
          {label}
        </Text>
      </Group>
    </Button>
  );

  return (
    <Group gap={4} wrap="nowrap">
      <Indicator
        label={status.pending}
        size={16}
        disabled={status.pending === 0}
        color={status.online ? 'reign' : 'orange'}
        offset={4}
      >
        {details ? (
          <Suspense fallback={button}>
            <SyncDetails target={button} focus={details.focus} />
          </Suspense>
        ) : (
          button
        )}
      </Indicator>
      {refused > 0 && (
        <CountButton
          count={refused}
          words={t`not saved`}
          color="red"
          icon={<IconAlertCircle size={14} aria-hidden="true" />}
          title={t`Changes the server did not accept`}
          onClick={dialog.open}
        />
      )}
      <ConflictsButton />
      <MountWhenOpened opened={dialogOpen}>
        <RejectedDialog opened={dialogOpen} onClose={dialog.close} rejected={status.rejected} />
      </MountWhenOpened>
    </Group>
  );
}
