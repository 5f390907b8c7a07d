import { useLingui } from '@lingui/react/macro';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowsSplit } from '@tabler/icons-react';
import { useConflicts } from '../../data';
import { CountButton } from '../../ui/CountButton';
import { lazyPart } from '../../ui/LazyPart';
import { MountWhenOpened } from '../../ui/MountWhenOpened';

const ConflictsDialog = lazyPart(() => import('./ConflictsDialog'));

/**
 * The header's 'N to review': changes made on two devices whose versions are both kept until the
 * person chooses (never shown when there are none).
 */
export function ConflictsButton() {
  const { t } = useLingui();
  const conflicts = useConflicts();
  const [opened, dialog] = useDisclosure(false);
  const n = conflicts?.length ?? 0;
  return (
    <>
      {n > 0 && (
        <CountButton
          count={n}
          words={t`to review`}
          color="orange"
          icon={<IconArrowsSplit size={14} aria-hidden="true" />}
          title={n === 1 ? t`A change made on two devices` : t`Changes made on two devices`}
          onClick={dialog.open}
        />
      )}
      <MountWhenOpened opened={opened}>
        <ConflictsDialog opened={opened} onClose={dialog.close} />
      </MountWhenOpened>
    </>
  );
}
