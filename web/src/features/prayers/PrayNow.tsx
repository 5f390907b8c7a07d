import { useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Progress, Stack, Text, Title } from '@mantine/core';
import type { Prayer } from '@reign/contract';
import { IconArrowLeft, IconArrowRight, IconCheck } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useState } from 'react';

export interface PrayNowProps {
  opened: boolean;
  /** the active requests, in the order to pray through them */
  prayers: readonly Prayer[];
  onClose: () => void;
}

/**
 * 'Pray now': one active request at a time, full screen, with Previous / Next / Done; the arrow
 * keys move too and Escape closes. Reads the requests it was given, so it works offline.
 */
export function PrayNow({ opened, prayers, onClose }: PrayNowProps) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (opened) setIndex(0);
  }, [opened]);
  const count = prayers.length;
  const at = Math.min(index, Math.max(count - 1, 0));
  const prayer = prayers[at];
  const forWhom = prayer?.forWhom;
  const last = at >= count - 1;
  const position = at + 1;
  const next = () => (last ? onClose() : setIndex(at + 1));
  const previous = () => setIndex(Math.max(at - 1, 0));
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      if (!last) setIndex(at + 1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      previous();
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      title={t`Pray now`}
      aria-describedby="pray-now-position"
    >
      {prayer ? (
        <Stack gap="xl" maw={640} mx="auto" py="xl" onKeyDown={onKeyDown}>
          <Text id="pray-now-position" c="dimmed" aria-live="polite">
            {t`Request ${position} of ${count}`}
          </Text>
          <Progress value={((at + 1) / count) * 100} aria-hidden="true" />
          <Stack gap="sm" mih={200}>
            <Title order={2} style={{ overflowWrap: 'anywhere' }}>
              {prayer.title}
            </Title>
            {prayer.forWhom ? <Text size="lg">{t`For ${forWhom}`}</Text> : null}
            {prayer.details ? (
              <Text size="lg" style={{ whiteSpace: 'pre-wrap' }}>
                {prayer.details}
              </Text>
            ) : null}
          </Stack>
          <Group justify="space-between">
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
              disabled={at === 0}
              onClick={previous}
            >
              {t`Previous`}
            </Button>
            {/* one button: the last request's 'Next' becomes 'Done' */}
            <Button
              leftSection={last ? <IconCheck size={18} aria-hidden="true" /> : undefined}
              rightSection={last ? undefined : <IconArrowRight size={18} aria-hidden="true" />}
              onClick={last ? onClose : next}
              data-autofocus
            >
              {last ? t`Done` : t`Next`}
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            {t`Use the left and right arrow keys to move between requests, Escape to finish.`}
          </Text>
        </Stack>
      ) : (
        <Text>{t`No active requests to pray for.`}</Text>
      )}
    </Modal>
  );
}
