import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowsSplit } from '@tabler/icons-react';
import { useServerToday } from '../../api';
import { useConflicts } from '../../data';
import { lazyPart } from '../../ui/LazyPart';
import { MountWhenOpened } from '../../ui/MountWhenOpened';
import { conflictTitle } from './conflict-words';

const ConflictsDialog = lazyPart(() => import('./ConflictsDialog'));

/**
 * Beside a day's plan: 'You planned today on two devices', while the other device's plan waits
 * for the person's choice (both are kept until then); Review opens the choice.
 */
export function PlanConflictNotice({ entryId }: { entryId: string }) {
  const { t, i18n } = useLingui();
  const today = useServerToday();
  const mine = useConflicts()?.filter((v) => v.entity === 'entries' && v.conflict.rowId === entryId) ?? [];
  const [opened, dialog] = useDisclosure(false);
  const first = mine[0];
  if (first?.entity !== 'entries') return null;
  return (
    <>
      <Alert color="orange" variant="light" icon={<IconArrowsSplit aria-hidden="true" />} role="status">
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600}>
            {conflictTitle(first, today, i18n)}
          </Text>
          <Button size="compact-sm" variant="white" color="orange" onClick={dialog.open}>
            {t`Review`}
          </Button>
        </Group>
        <Text size="sm">{t`Both plans are kept until you choose one or combine them.`}</Text>
      </Alert>
      <MountWhenOpened opened={opened}>
        <ConflictsDialog opened={opened} onClose={dialog.close} only={mine.map((v) => v.conflict.id)} />
      </MountWhenOpened>
    </>
  );
}
