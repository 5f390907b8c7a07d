import { useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { SeriesProgress } from '@reign/contract';
import { replaceQuestion } from './series-rules';

/** The series a member asked to start while another one is active and unfinished. */
export interface PendingStart {
  topicId: number;
  title: string;
  active: SeriesProgress;
}

/**
 * Asks before a new series replaces the active one: 'Keep my series' (focused first, and Escape)
 * changes nothing; 'Start <title>' starts it, and the other series keeps its place.
 */
export function SwitchSeriesDialog({
  pending,
  onStart,
  onClose,
}: {
  pending: PendingStart | null;
  onStart: (pending: PendingStart) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const title = pending?.title ?? '';
  return (
    <Modal
      opened={pending !== null}
      onClose={onClose}
      title={pending ? t`Start ${title}?` : ''}
      centered
      size="sm"
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {pending && (
        <Stack gap="lg">
          <Text size="sm">{replaceQuestion(pending.active, pending.title, i18n)}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} data-autofocus>
              {t`Keep my series`}
            </Button>
            <Button
              onClick={() => {
                onStart(pending);
                onClose();
              }}
            >
              {t`Start ${title}`}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
