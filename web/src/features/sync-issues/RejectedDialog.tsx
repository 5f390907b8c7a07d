import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { goalOfTaskRefusal, type RefusalAction, refusalActions } from '@reign/sync/client/refusal-actions';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { type RejectedMutation, useGoals, useIsPaidMember } from '../../data';
import { useSyncActions } from '../../data/sync-hooks';
import { spokenWords } from '../../i18n/shared-words';
import { Link } from '../../ui/Link';
import { describeRejected, needsMembership } from './describe';

const LABELS: Record<RefusalAction, MessageDescriptor> = {
  retry: msg`Try again`,
  standalone: msg`Keep as a standalone task`,
  discard: msg`Discard`,
};

const FAILURES: Record<RefusalAction, MessageDescriptor> = {
  retry: msg`Could not queue it again. Please try again.`,
  standalone: msg`Could not keep it. Please try again.`,
  discard: msg`Connect to the internet to undo this change, then try again.`,
};

/** Runs one resolution at a time, with its failure shown under the item. */
function useResolver() {
  const { i18n } = useLingui();
  const { resolveRejected } = useSyncActions();
  const [busy, setBusy] = useState<RefusalAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = (ids: readonly string[], action: RefusalAction) => {
    setBusy(action);
    setError(null);
    (async () => {
      for (const id of ids) await resolveRejected(id, action);
    })()
      .catch(() => setError(i18n._(FAILURES[action])))
      .finally(() => setBusy(null));
  };
  return { busy, error, run };
}

function RejectedItem({ item, onNavigate }: { item: RejectedMutation; onNavigate: () => void }) {
  const { t, i18n } = useLingui();
  const paid = useIsPaidMember();
  const { busy, error, run } = useResolver();
  const label = describeRejected(item, i18n);
  // a task refused for want of its goal can go again with it once that goal is here to send
  const goalId = goalOfTaskRefusal(item);
  const goalHere = useGoals()?.some((g) => g.id === goalId) ?? false;
  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={label}>
      <Stack gap={6}>
        <Text fw={600} size="sm">
          {label}
        </Text>
        <Text size="sm">{spokenWords(item)}</Text>
        {error && (
          <Text size="sm" c="red">
            {error}
          </Text>
        )}
        <Group gap="xs">
          {needsMembership(item) && !paid && (
            <Button size="compact-sm" component={Link} to="/upgrade" onClick={onNavigate}>
              {t`Upgrade`}
            </Button>
          )}
          {refusalActions(item, { goalHere }).map((action) => (
            <Button
              key={action}
              size="compact-sm"
              variant={action === 'discard' ? 'light' : 'filled'}
              color={action === 'discard' ? 'red' : undefined}
              loading={busy === action}
              disabled={busy !== null && busy !== action}
              onClick={() => run([item.id], action)}
            >
              {i18n._(LABELS[action])}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}

/** For a member with changes refused for want of a membership: send them all again. */
function MembershipAgain({ items }: { items: RejectedMutation[] }) {
  const { busy, error, run } = useResolver();
  const { t } = useLingui();
  const n = items.length;
  return (
    <Alert color="teal" variant="light" title={t`Your membership is active`}>
      <Stack gap={6}>
        <Text size="sm">
          {t`${plural(n, {
            one: '# change was refused before you upgraded. Send it again now.',
            other: '# changes were refused before you upgraded. Send them again now.',
          })}`}
        </Text>
        {error && (
          <Text size="sm" c="red">
            {error}
          </Text>
        )}
        <Group>
          <Button
            size="compact-sm"
            loading={busy !== null}
            onClick={() =>
              run(
                items.map((i) => i.id),
                'retry',
              )
            }
          >
            {t`Send again`}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * Changes the server refused for good (for example a free member's second goal made offline).
 * They stay here until the person resolves each one: never dropped silently. Each offers what fits
 * its reason (sync/rejections.ts): try again, keep a task without its deleted goal, or discard.
 * `rejected` is the header's own list (useSyncStatus), so a dialog mounted on its first open shows
 * the list at once. Its own chunk, loaded on that open (app/layout/SyncStatus.tsx).
 */
export default function RejectedDialog({
  opened,
  onClose,
  rejected,
}: {
  opened: boolean;
  onClose: () => void;
  rejected: readonly RejectedMutation[];
}) {
  const { t } = useLingui();
  const paid = useIsPaidMember();
  const membership = paid ? rejected.filter(needsMembership) : [];
  return (
    <Modal opened={opened} onClose={onClose} title={t`Changes that were not saved`} centered>
      {rejected.length === 0 ? (
        <Text size="sm">{t`Everything is saved.`}</Text>
      ) : (
        <Stack gap="sm">
          <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
            {t`The server did not accept these changes. They are still on this device until you choose what to do.`}
          </Alert>
          {membership.length > 0 && <MembershipAgain items={membership} />}
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
