import { Button, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowsSplit } from '@tabler/icons-react';
import { lazy } from 'react';
import { useConflicts } from '../../data';
import { MountWhenOpened } from '../../ui/MountWhenOpened';

const ConflictsDialog = lazy(() => import('./ConflictsDialog'));

/**
 * The header's 'N to review': changes made on two devices whose versions are both kept until the
 * person chooses (never shown when there are none).
 */
export function ConflictsButton() {
  const conflicts = useConflicts();
  const [opened, dialog] = useDisclosure(false);
  const n = conflicts?.length ?? 0;
  return (
    <>
      {n > 0 && (
        <Button
          color="orange"
          variant="light"
          size="compact-sm"
          px={6}
          leftSection={<IconArrowsSplit size={14} aria-hidden="true" />}
          aria-label={`${n} to review`}
          title={n === 1 ? 'A change made on two devices' : 'Changes made on two devices'}
          onClick={dialog.open}
        >
          {n}
          <Text span size="sm" fw={600} visibleFrom="xl" ml={4}>
            to review
          </Text>
        </Button>
      )}
      <MountWhenOpened opened={opened}>
        <ConflictsDialog opened={opened} onClose={dialog.close} />
      </MountWhenOpened>
    </>
  );
}
