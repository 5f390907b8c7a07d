import { useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { DEFAULT_REMINDER_TIME } from '@reign/contract/reminders';
import { IconBell } from '@tabler/icons-react';
import { useId } from 'react';
import { showToast } from '../../ui/toast';
import { dismissOffer } from './device-state';
import { useReminderDevice } from './use-reminder-device';

/**
 * The offer itself (loaded only when it shows): 'A gentle reminder each morning'. Turning it on asks
 * notification permission (only now, when the person knows why) and subscribes this device at
 * 07:00 in its time zone, or at the time the person already chose.
 */
export function MorningReminderOffer() {
  const headingId = useId();
  const device = useReminderDevice();
  const { t } = useLingui();
  const time = DEFAULT_REMINDER_TIME.replace(/^0/, '');

  const turnOn = async () => {
    const settings = await device.turnOn();
    if (!settings) return;
    const chosen = settings.time;
    dismissOffer();
    showToast({
      title: t`Morning reminder on`,
      message: t`You'll get today's verse at ${chosen} each morning. Change the time in Profile.`,
      variant: 'success',
    });
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" radius="xl" size="lg" aria-hidden="true">
            <IconBell size={20} />
          </ThemeIcon>
          <Title order={2} size="h4" id={headingId}>
            {t`A gentle reminder each morning`}
          </Title>
        </Group>
        <Text size="sm">
          {t`Today's verse and a nudge to plan your day at ${time} each morning, even with Reign closed. You can change the time in Profile.`}
        </Text>
        {device.denied && (
          <Text size="sm" c="dimmed">
            {t`Notifications are blocked for this site in the browser's settings.`}
          </Text>
        )}
        <Group gap="sm">
          <Button onClick={() => void turnOn()} loading={device.busy} disabled={device.denied}>
            {t`Remind me each morning`}
          </Button>
          <Button variant="subtle" color="gray" onClick={dismissOffer} disabled={device.busy}>
            {t`Not now`}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
