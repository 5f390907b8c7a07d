import { useLingui } from '@lingui/react/macro';
import { Alert, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowsSplit } from '@tabler/icons-react';
import { serverNow, useServerToday } from '../../api';
import { type ConflictView, useConflicts } from '../../data';
import { conflictTitle, otherVersionFrom } from './conflict-words';
import { PlanConflictChoice } from './PlanConflictChoice';
import { TextConflictChoice } from './TextConflictChoice';

function ConflictCard({ view, today }: { view: ConflictView; today: string }) {
  const { i18n } = useLingui();
  const title = conflictTitle(view, today, i18n);
  const from = otherVersionFrom(view, serverNow(), i18n);
  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={title}>
      <Stack gap="xs">
        <Title order={3} size="sm">
          {title}
        </Title>
        {view.entity === 'entries' ? (
          <PlanConflictChoice view={view} from={from} />
        ) : (
          <TextConflictChoice view={view} from={from} />
        )}
      </Stack>
    </Paper>
  );
}

/**
 * Writes made on two devices without knowing of each other (docs/sync-protocol.md, 'Conflicts'):
 * both versions are kept, on every device, until the person chooses here. Its own chunk, loaded on
 * the first open (ConflictsButton, PlanConflictNotice).
 */
export default function ConflictsDialog({
  opened,
  onClose,
  only,
}: {
  opened: boolean;
  onClose: () => void;
  /** show only these conflicts (a plan's notice opens its own) */
  only?: readonly string[];
}) {
  const { t } = useLingui();
  const today = useServerToday();
  const all = useConflicts();
  const views = only ? all?.filter((v) => only.includes(v.conflict.id)) : all;
  return (
    <Modal opened={opened} onClose={onClose} title={t`Changes to review`} centered size="lg">
      {views === undefined ? null : views.length === 0 ? (
        <Text size="sm">{t`Nothing to review: every change is settled.`}</Text>
      ) : (
        <Stack gap="sm">
          <Alert color="blue" variant="light" icon={<IconArrowsSplit aria-hidden="true" />}>
            {t`These were changed on two devices before they could sync. Both versions are kept until you choose.`}
          </Alert>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {views.map((v) => (
              <ConflictCard key={v.conflict.id} view={v} today={today} />
            ))}
          </Stack>
        </Stack>
      )}
    </Modal>
  );
}
