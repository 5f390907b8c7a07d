import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { Button, Card, Group, NumberInput, Stack, Switch, Text, Title } from '@mantine/core';
import { WALL_DAYS, type WallSettings, wallSettings } from '@reign/contract/prayer-wall';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { fieldError } from '../../../ui/form-fields';
import { useToastedMutation } from '../../../ui/use-toasted-mutation';
import { saveWallSettings, wallAdminKeys } from './wall-admin-api';

/** Whether the wall is open, and how many days an approved request stays on it. */
export function WallSettingsCard({ settings }: { settings: WallSettings }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const form = useForm<WallSettings>({ resolver: zodResolver(wallSettings), defaultValues: settings });
  const save = useToastedMutation({
    run: saveWallSettings,
    success: (_, saved) => ({
      title: t`Prayer wall`,
      message: saved.open ? t`The wall is open.` : t`The wall is closed.`,
    }),
    failureTitle: t`The settings were not saved`,
  });
  const submit = form.handleSubmit(async (values) => {
    const saved = await save.mutateAsync(values).catch(() => null);
    if (saved) client.setQueryData(wallAdminKeys.settings, saved);
  });
  return (
    <Card withBorder padding="lg">
      <form onSubmit={(e) => void submit(e)} aria-label={t`Prayer wall settings`}>
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t`Settings`}
          </Title>
          <Controller
            control={form.control}
            name="open"
            render={({ field }) => (
              <Switch
                label={t`The wall is open to every member`}
                checked={field.value}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="expiryDays"
            render={({ field }) => (
              <NumberInput
                label={t`Days an approved request stays`}
                min={WALL_DAYS.min}
                max={WALL_DAYS.max}
                maw={220}
                value={field.value}
                onChange={(v) => field.onChange(typeof v === 'number' ? v : Number(v))}
                error={fieldError(form, 'expiryDays')}
              />
            )}
          />
          <Text size="sm" c="dimmed">
            {t`Requests posted without a name are anonymous to members only: as moderator you always see who asked.`}
          </Text>
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t`Save settings`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
