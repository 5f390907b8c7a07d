import { Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { formatDayLabel } from '@reign/domain';
import { IconDownload, IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { showToast } from '../../ui/toast';
import { useAuth } from '../auth';
import { ScriptureQuote } from '../bible';
import { recordImageShare } from '../share';
import { canShareImages, shareDayImage } from './share-day';
import type { YourDay } from './your-day';

/**
 * 'Your day' (issue 37): the verse, the three priorities and the first action, shareable as an
 * image drawn on this device (the system share sheet where it takes images, else a download).
 */
export function YourDayCard({ day, date }: { day: YourDay; date: string }) {
  const [busy, setBusy] = useState(false);
  const [sheet] = useState(canShareImages);
  const { user, refreshUser } = useAuth();

  const share = async () => {
    setBusy(true);
    try {
      const outcome = await shareDayImage(day, date);
      if (outcome === 'shared') {
        const result = await recordImageShare(day.reference, user !== null);
        if (result) void refreshUser({ force: true }).catch(() => {});
      } else if (outcome === 'downloaded') {
        showToast({
          title: 'Image downloaded',
          message: 'Your day is in your downloads.',
          variant: 'success',
        });
      } else if (outcome === 'failed') {
        showToast({
          title: 'Could not draw the image',
          message: 'This browser cannot draw it. Try another browser.',
          variant: 'error',
        });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="your-day-heading">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={3} size="h4" id="your-day-heading">
            Your day
          </Title>
          <Text size="sm" c="dimmed">
            {formatDayLabel(date, 'short')}
          </Text>
        </Group>
        <ScriptureQuote verse={day.verse} reference={day.reference} />
        <div>
          <Title order={4} size="h6" mb={4}>
            Today's Priorities
          </Title>
          <List type="ordered" spacing={2} data-testid="your-day-priorities">
            {day.priorities.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
        </div>
        {day.firstAction && (
          <div>
            <Title order={4} size="h6" mb={4}>
              First step
            </Title>
            <Text data-testid="your-day-first-action">{day.firstAction}</Text>
          </div>
        )}
        <Button
          variant="light"
          onClick={() => void share()}
          loading={busy}
          leftSection={
            sheet ? <IconShare size={18} aria-hidden="true" /> : <IconDownload size={18} aria-hidden="true" />
          }
        >
          {sheet ? 'Share my day' : 'Download my day'}
        </Button>
      </Stack>
    </Card>
  );
}
