import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { Button, Group, Select, Text, TextInput } from '@mantine/core';
import {
  type ReminderSettings,
  type ReminderSettingsBody,
  reminderRoutes,
  reminderSettingsBody,
} from '@reign/contract/reminders';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { callApi, useChosenTimeZone } from '../../api';
import { fieldError } from '../../ui/form-fields';
import { attempt } from '../../ui/toast';
import { deviceTimeZone } from './device-push';

/** Every zone the browser knows, with the person's own (and the saved one) surely in the list. */
function zoneOptions(...own: string[]): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...own, ...all])].sort();
}

const valuesOf = (settings: ReminderSettings, chosen: string | null): ReminderSettingsBody => ({
  time: settings.time,
  timeZone: chosen ?? settings.timeZone ?? deviceTimeZone(),
});

/**
 * The reminder's time and time zone (the device's zone until one is saved), saved with the button.
 * A member who chose their day's zone (the profile's 'Your day') has it named here instead of a
 * second select: the reminder keeps that zone.
 */
export function ReminderTimeForm({
  settings,
  onSaved,
}: {
  settings: ReminderSettings;
  onSaved: (settings: ReminderSettings) => void;
}) {
  const chosen = useChosenTimeZone();
  const { t } = useLingui();
  const form = useForm<ReminderSettingsBody>({
    resolver: zodResolver(reminderSettingsBody),
    defaultValues: valuesOf(settings, chosen),
  });
  const { isSubmitting, isDirty } = form.formState;
  // A change saved elsewhere (the switch made the first settings) fills the form unless it is being edited.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the saved settings change
  useEffect(() => {
    if (!isDirty) form.reset(valuesOf(settings, chosen));
  }, [settings, chosen]);
  const zones = useMemo(() => zoneOptions(deviceTimeZone(), settings.timeZone ?? ''), [settings.timeZone]);

  const onSubmit = form.handleSubmit((values) =>
    attempt(
      async () => {
        const saved = await callApi(reminderRoutes.saveReminderSettings, { body: values });
        onSaved(saved);
        form.reset(valuesOf(saved, chosen));
        return saved;
      },
      ({ time, timeZone }) => ({
        title: t`Reminder time saved`,
        message: t`Your morning reminder comes at ${time} (${timeZone}).`,
      }),
      t`Could not save the reminder time`,
      t`Please check your connection and try again.`,
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          type="time"
          label={t`Reminder time`}
          w={150}
          {...form.register('time')}
          error={fieldError(form, 'time')}
        />
        {chosen ? (
          <Text size="sm" c="dimmed" style={{ flex: '1 1 220px' }} data-testid="reminder-zone">
            {t`In your day's time zone, ${chosen} (Profile, Your day).`}
          </Text>
        ) : (
          <Controller
            control={form.control}
            name="timeZone"
            render={({ field }) => (
              <Select
                label={t`Reminder time zone`}
                data={zones.filter(Boolean)}
                searchable
                nothingFoundMessage={t`No time zone of that name`}
                limit={50}
                allowDeselect={false}
                style={{ flex: '1 1 220px' }}
                value={field.value}
                onChange={(value) => field.onChange(value ?? field.value)}
                onBlur={field.onBlur}
                error={fieldError(form, 'timeZone')}
              />
            )}
          />
        )}
        <Button type="submit" variant="light" loading={isSubmitting} disabled={!isDirty}>
          {t`Save reminder time`}
        </Button>
      </Group>
    </form>
  );
}
