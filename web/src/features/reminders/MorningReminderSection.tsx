import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert, Divider, Skeleton, Switch, Text } from '@mantine/core';
import type { ReminderSettings } from '@reign/contract/reminders';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { withQueryClient } from '../../api/with-query-client';
import { LoadError } from '../../ui/LoadError';
import { SectionCard } from '../../ui/SectionCard';
import { DailyReminderSwitch } from '../daily-refresh';
import { CirclePushSwitches } from './CirclePushSwitches';
import { ReminderTimeForm } from './ReminderTimeForm';
import { reminderSettingsKey, useReminderSettings, useSetReminderSettings } from './reminder-queries';
import { useReminderDevice } from './use-reminder-device';

/**
 * The Profile's 'Reminders' card: 'Morning reminder' on this device (Web Push from the server at the
 * person's time, with the app closed), its time and time zone, and whether the 1 AM refresh shows a
 * notification while the app is open.
 */
function MorningReminderSectionContent() {
  const query = useReminderSettings();
  const setSettings = useSetReminderSettings();
  const client = useQueryClient();
  const onChange = useCallback(
    (settings: ReminderSettings | null) => {
      if (settings) setSettings(settings);
      else void client.invalidateQueries({ queryKey: reminderSettingsKey });
    },
    [setSettings, client],
  );
  const device = useReminderDevice(onChange);
  const settings = query.data;
  const { t } = useLingui();
  const time = settings?.time;
  const devices = settings?.devices ?? 0;

  return (
    <SectionCard title={t`Reminders`} headingGap="md">
      {device.supported ? (
        <Switch
          label={t`Morning reminder`}
          description={
            settings
              ? t`Today's verse and a nudge to plan your day at ${time}, on this device, even with Reign closed`
              : t`Today's verse and a nudge to plan your day, on this device, even with Reign closed`
          }
          checked={device.on}
          disabled={device.busy || (device.denied && !device.on)}
          onChange={(event) => void (event.currentTarget.checked ? device.turnOn() : device.turnOff())}
        />
      ) : (
        <Alert variant="light" color="gray" title={t`Morning reminder`}>
          {t`This browser cannot show reminders while Reign is closed. On an iPhone or iPad, add Reign to your Home Screen and open it from there.`}
        </Alert>
      )}
      {device.denied && !device.on && (
        <Text size="sm" c="dimmed">
          {t`Notifications are blocked for this site in the browser's settings.`}
        </Text>
      )}
      {query.isPending ? (
        <Skeleton height={60} aria-label={t`Loading your reminder time`} />
      ) : query.isError || !settings ? (
        <LoadError
          title={t`Unable to load your reminder time`}
          message={t`Check your connection and try again.`}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <ReminderTimeForm settings={settings} onSaved={setSettings} />
          <Text size="xs" c="dimmed" data-testid="reminder-devices">
            {devices === 0
              ? t`No device gets the morning reminder yet.`
              : t`${plural(devices, { one: '# device gets it', other: '# devices get it' })}`}
          </Text>
          {devices > 0 && <CirclePushSwitches settings={settings} onSaved={setSettings} />}
        </>
      )}
      <Divider />
      <DailyReminderSwitch />
    </SectionCard>
  );
}

export const MorningReminderSection = withQueryClient(MorningReminderSectionContent);
