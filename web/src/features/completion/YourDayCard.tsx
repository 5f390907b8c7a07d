import { useLingui } from '@lingui/react/macro';
import { Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { dayLabel } from '../../ui/day-label';
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
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [sheet] = useState(canShareImages);
  const { user, refreshUser } = useAuth();

  const share = async () => {
    setBusy(true);
    try {
      const outcome = await shareDayImage(day, date, i18n);
      if (outcome === 'shared') {
        const result = await recordImageShare(day.verseReference, user !== null);
        if (result) void refreshUser({ force: true }).catch(() => {});
      } else if (outcome === 'downloaded') {
        showToast({
          title: t`Image downloaded`,
          message: t`Your day is in your downloads.`,
          variant: 'success',
        });
      } else if (outcome === 'failed') {
        showToast({
          title: t`Could not draw the image`,
          message: t`This browser cannot draw it. Try another browser.`,
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
            {t`Your day`}
          </Title>
          <Text size="sm" c="dimmed">
            {dayLabel(date, 'short', i18n.locale)}
          </Text>
        </Group>
        <ScriptureQuote
          verse={day.verse}
          reference={day.verseReference}
          label={day.reference}
          translation={day.translation}
        />
        <div>
          <Title order={4} size="h6" mb={4}>
            {t`Today's Priorities`}
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
              {t`First step`}
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
          {sheet ? t`Share my day` : t`Download my day`}
        </Button>
      </Stack>
    </Card>
  );
}
