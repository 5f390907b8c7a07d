import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { GoalFormValues, goalForm } from '@reign/contract';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { SelectField, textField } from '../../ui/form-fields';
import { GOAL_CATEGORY_OPTIONS, GOAL_PRIORITY_OPTIONS, GOAL_SEASON_OPTIONS } from './goal-format';

/** The empty goal form: category spiritual, season year-round, priority 1 (spec part 1 section 5). */
export function emptyGoalValues(): GoalFormValues {
  return {
    title: '',
    description: '',
    category: 'spiritual',
    season: 'year-round',
    priority: 1,
    targetDate: '',
  };
}

/** The goal's three choices, in the form's order. */
const GOAL_SELECTS = [
  { name: 'category', label: 'Category', data: GOAL_CATEGORY_OPTIONS, as: 'text' },
  { name: 'season', label: 'Season', data: GOAL_SEASON_OPTIONS, as: 'text' },
  { name: 'priority', label: 'Priority', data: GOAL_PRIORITY_OPTIONS, as: 'number' },
] as const;

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
  const { errors } = form.formState;
  // In the compact reading a field is only marked invalid; otherwise its message shows.
  const secondary = (name: 'description' | 'category' | 'season' | 'priority') =>
    compactErrors ? Boolean(errors[name]) : undefined;
  return (
    <Stack gap="md">
      <TextInput label="Title" required data-autofocus {...textField(form, 'title')} />
      <Textarea
        label="Description"
        required
        autosize
        minRows={2}
        maxRows={6}
        {...textField(form, 'description')}
        {...(compactErrors ? { error: secondary('description') } : {})}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        {GOAL_SELECTS.map((select) => (
          <SelectField key={select.name} form={form} error={secondary(select.name)} {...select} />
        ))}
        <TextInput type="date" label="Target date" required {...textField(form, 'targetDate')} />
      </SimpleGrid>
    </Stack>
  );
}
