import { zodResolver } from '@hookform/resolvers/zod';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Card, Group, MultiSelect, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { BOOKS } from '@reign/bible';
import { MAX_PLAN_DAYS } from '@reign/bible/reading-plans';
import { type ReadingPlanCustomFormValues, readingPlanCustomForm } from '@reign/contract/reading-plans';
import { Controller, useForm } from 'react-hook-form';
import { useServerToday } from '../../api';
import { useHydrated } from '../../ssr/use-hydrated';
import { dayLabel } from '../../ui/day-label';
import { fieldError, textField } from '../../ui/form-fields';
import { minutesLabel } from './plan-today';
import { useStartPlan } from './use-start-plan';

const BOOK_OPTIONS = BOOKS.map((b) => ({ value: b.osis, label: b.name }));

/** 'Make your own': chosen books (read in canonical order) in a number of days, from a date. */
export function CustomPlanForm({ onStarted }: { onStarted: (id: string) => void }) {
  const { t, i18n } = useLingui();
  const today = useServerToday();
  const startPlan = useStartPlan();
  // The page comes from the server: typed into before React owns it, these controlled fields would
  // show the typing and then lose it on their next render. Read-only until then (about a second).
  const waiting = !useHydrated();
  const form = useForm<ReadingPlanCustomFormValues>({
    resolver: zodResolver(readingPlanCustomForm),
    defaultValues: { customBooks: [], customDays: 30, startDate: today },
  });
  const [books, days] = form.watch(['customBooks', 'customDays']);
  const estimate =
    books.length > 0 && Number.isInteger(days) && days >= 1 && days <= MAX_PLAN_DAYS
      ? minutesLabel({ planKey: 'custom', customBooks: books, customDays: days }, i18n)
      : '';
  const onSubmit = form.handleSubmit(async (values) => {
    const startDate = dayLabel(values.startDate, 'long', i18n.locale);
    const id = await startPlan({ planKey: 'custom', ...values }, t`Your plan starts on ${startDate}.`);
    if (id) {
      form.reset({ customBooks: [], customDays: 30, startDate: today });
      onStarted(id);
    }
  });
  return (
    <Card withBorder radius="md" padding="md">
      <form onSubmit={onSubmit} noValidate aria-label={t`Make your own plan`}>
        <Stack gap="sm">
          <Controller
            control={form.control}
            name="customBooks"
            render={({ field }) => (
              <MultiSelect
                label={t`Books`}
                description={t`Read in the Bible's order`}
                placeholder={field.value.length ? undefined : t`Choose books`}
                data={BOOK_OPTIONS}
                searchable
                clearable
                readOnly={waiting}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldError(form, 'customBooks')}
              />
            )}
          />
          <Group grow align="flex-start">
            <Controller
              control={form.control}
              name="customDays"
              render={({ field }) => (
                <NumberInput
                  label={t`Days`}
                  min={1}
                  max={MAX_PLAN_DAYS}
                  allowDecimal={false}
                  readOnly={waiting}
                  value={field.value}
                  onChange={(v) => field.onChange(typeof v === 'number' ? v : Number.NaN)}
                  onBlur={field.onBlur}
                  error={fieldError(form, 'customDays')}
                />
              )}
            />
            <TextInput type="date" label={t`Start on`} {...textField(form, 'startDate')} />
          </Group>
          {estimate && (
            <Text size="sm" c="dimmed">
              {t`${plural(days, { one: '# day', other: '# days' })}`} · {estimate}
            </Text>
          )}
          <Button type="submit" loading={form.formState.isSubmitting} w="fit-content">
            {t`Start my plan`}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
