import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { type GoalFormValues, type goalForm, goalFormEmpty } from '@reign/contract';
import { formValuesOf } from '@reign/contract/entity-fields';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { SelectField, textField } from '../../ui/form-fields';
import { goalCategoryOptions, goalPriorityOptions, goalSeasonOptions } from './goal-format';

/** The empty goal form (the contract's goalFormEmpty: spiritual, year-round, priority 1). */
export const emptyGoalValues = (): GoalFormValues => formValuesOf(goalFormEmpty, null);

/** The goal's three choices, in the form's order. */

export type GoalFormApi = UseFormReturn<GoalFormValues, unknown, z.output<typeof goalForm>>;

/**
 * Title, description, category, season, priority and target date, for the create and edit dialogs.
 * With `compactErrors` (the wizard, spec part 1 section 5) only the title and target date messages
 * show inline; the other fields are still marked invalid.
 */
export function GoalFormFields({
  form,
  compactErrors = false,
}: {
  form: GoalFormApi;
  compactErrors?: boolean;
}) {
  const { t, i18n } = useLingui();
  const { errors } = form.formState;
  const selects = [
    { name: 'category', label: t`Category`, data: goalCategoryOptions(i18n), as: 'text' },
    { name: 'season', label: t`Season`, data: goalSeasonOptions(i18n), as: 'text' },
    { name: 'priority', label: t`Priority`, data: goalPriorityOptions(i18n), as: 'number' },
  ] as const;
  // In the compact reading a field is only marked invalid; otherwise its message shows.
  const secondary = (name: 'description' | 'category' | 'season' | 'priority') =>
    compactErrors ? Boolean(errors[name]) : undefined;
  return (
    <Stack gap="md">
      <TextInput label={t`Title`} required data-autofocus {...textField(form, 'title')} />
      <Textarea
        label={t`Description`}
        required
        autosize
        minRows={2}
        maxRows={6}
        {...textField(form, 'description')}
        {...(compactErrors ? { error: secondary('description') } : {})}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        {selects.map((select) => (
          <SelectField key={select.name} form={form} error={secondary(select.name)} {...select} />
        ))}
        <TextInput type="date" label={t`Target date`} required {...textField(form, 'targetDate')} />
      </SimpleGrid>
    </Stack>
  );
}
