import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../api';
import type { CircleRequest } from '../../data/circle-prayers';
import { showToast } from '../../ui/toast';
import { wrapAnywhere } from './circle-styles';
import { myTaps, prayedSummary } from './prayer-words';

/** One request of the circle: who asked, its words and answer, 'I prayed', and for its asker who prayed. */
export function CirclePrayerCard({
  request: { prayer, marks },
  onPray,
}: {
  request: CircleRequest;
  onPray: (prayerId: string) => Promise<unknown>;
}) {
  const { t, i18n } = useLingui();
  const [thanked, setThanked] = useState(false);
  const forWhom = prayer.forWhom;
  const asker = prayer.mine ? t`You` : (prayer.askerName ?? t`Someone in the circle`);
  const mine = marks.filter((m) => m.mine).length;
  const summary = prayedSummary(marks, i18n, t`You`);
  const pray = async () => {
    try {
      await onPray(prayer.id);
      setThanked(true);
      setTimeout(() => setThanked(false), 4000);
    } catch (err) {
      showToast({ title: t`Not saved`, message: errorMessage(err, t`Try again.`), variant: 'error' });
    }
  };
  return (
    <Card withBorder radius="md" padding="md" component="li" aria-label={prayer.title}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h5" style={wrapAnywhere}>
            {prayer.title}
          </Title>
          {prayer.status === 'answered' && (
            <Badge color="teal" variant="light">
              {t`Answered`}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t`Asked by ${asker}`}
        </Text>
        {forWhom && <Text size="sm">{t`For ${forWhom}`}</Text>}
        {prayer.details && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', ...wrapAnywhere }}>
            {prayer.details}
          </Text>
        )}
        {prayer.testimony && (
          <Text size="sm" fs="italic" style={{ whiteSpace: 'pre-wrap', ...wrapAnywhere }}>
            {prayer.testimony}
          </Text>
        )}
        {prayer.mine && (
          <Text size="sm" fw={500}>
            {summary.line}
            {summary.names.length > 0 && `: ${summary.names.join(', ')}`}
          </Text>
        )}
        <Group gap="sm" mt={4}>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconHeartHandshake size={14} aria-hidden="true" />}
            onClick={() => void pray()}
          >
            {t`I prayed`}
          </Button>
          {mine > 0 && (
            <Text size="sm" c="dimmed">
              {myTaps(mine, i18n)}
            </Text>
          )}
          {thanked && (
            <Text size="sm" c="teal" role="status">
              {t`Thank you for praying.`}
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
