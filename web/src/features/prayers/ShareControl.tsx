import { useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import type { Prayer } from '@reign/contract';
import { IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../api';
import { withQueryClient } from '../../api/with-query-client';
import { useCirclePrayerWrites } from '../../data/circle-prayers';
import { showToast } from '../../ui/toast';
import { useMyCircles } from '../circles';

const ONLY_ME = 'only-me';

/**
 * Where a request is shared (issue 52), and 'Share' to choose one of my circles or only me, with or
 * without my name. The choice is kept on this device at once and sent when online; the circles to
 * choose from come from the server (offline, those seen last).
 */
function ShareControl({ prayer }: { prayer: Prayer }) {
  const { t } = useLingui();
  const circles = useMyCircles();
  const { sharePrayer } = useCirclePrayerWrites();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState(prayer.sharedCircleId ?? ONLY_ME);
  const [anonymous, setAnonymous] = useState(prayer.sharedAnonymously);
  const [saving, setSaving] = useState(false);
  const nameOf = (id: string) => circles.data?.find((c) => c.id === id)?.name ?? t`a circle`;
  const options = [
    { value: ONLY_ME, label: t`Only me` },
    ...(circles.data ?? []).map((c) => ({ value: c.id, label: c.name })),
  ];
  if (prayer.sharedCircleId && !options.some((o) => o.value === prayer.sharedCircleId))
    options.push({ value: prayer.sharedCircleId, label: t`The circle it is shared with` });
  const start = () => {
    setChoice(prayer.sharedCircleId ?? ONLY_ME);
    setAnonymous(prayer.sharedAnonymously);
    setOpen(true);
  };
  const save = async () => {
    const circleId = choice === ONLY_ME ? null : choice;
    setSaving(true);
    try {
      await sharePrayer(prayer.id, circleId, anonymous);
      setOpen(false);
      const where = circleId ? nameOf(circleId) : '';
      showToast({
        title: circleId ? t`Shared with ${where}` : t`Only you see this request`,
        message: `"${prayer.title}"`,
        variant: 'success',
      });
    } catch (err) {
      showToast({ title: t`Not saved`, message: errorMessage(err, t`Try again.`), variant: 'error' });
    } finally {
      setSaving(false);
    }
  };
  const sharedWith = prayer.sharedCircleId ? nameOf(prayer.sharedCircleId) : '';
  return (
    <>
      {prayer.sharedCircleId && (
        <Text size="sm" c="dimmed" data-testid="shared-where">
          {prayer.sharedAnonymously
            ? t`Shared with ${sharedWith}, without your name`
            : t`Shared with ${sharedWith}`}
        </Text>
      )}
      <Button
        size="xs"
        variant="default"
        leftSection={<IconShare size={14} aria-hidden="true" />}
        onClick={start}
      >
        {t`Share`}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t`Share with a circle`}>
        <Stack gap="md">
          <NativeSelect
            label={t`Who sees this request`}
            data={options}
            value={choice}
            onChange={(e) => setChoice(e.currentTarget.value)}
          />
          {circles.error !== null && !circles.data && (
            <Text size="sm" c="dimmed">{t`Connect to the internet to see your circles.`}</Text>
          )}
          <Checkbox
            label={t`Share without my name`}
            checked={anonymous && choice !== ONLY_ME}
            disabled={choice === ONLY_ME}
            onChange={(e) => setAnonymous(e.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>{t`Cancel`}</Button>
            <Button loading={saving} onClick={() => void save()}>{t`Save`}</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

export default withQueryClient(ShareControl);
