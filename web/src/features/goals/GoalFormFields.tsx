import { NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { GoalFormValues, goalForm } from '@reign/contract';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
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
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const secondary = (error: { message?: string } | undefined) =>
    compactErrors ? Boolean(error) : error?.message;
  return (
    <Stack gap="md">
      <TextInput label="Title" required data-autofocus error={errors.title?.message} {...register('title')} />
      <Textarea
        label="Description"
        required
        autosize
        minRows={2}
        maxRows={6}
        error={secondary(errors.description)}
        {...register('description')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Controller
          control={control}
          name="category"
          render={({ field }) => (
            <NativeSelect
              label="Category"
              data={GOAL_CATEGORY_OPTIONS}
              error={secondary(errors.category)}
              {...field}
            />
          )}
        />
        <Controller
          control={control}
          name="season"
          render={({ field }) => (
            <NativeSelect
              label="Season"
              data={GOAL_SEASON_OPTIONS}
              error={secondary(errors.season)}
              {...field}
            />
          )}
        />
        <Controller
          control={control}
          name="priority"
          render={({ field: { value, onChange, ...field } }) => (
            <NativeSelect
              label="Priority"
              data={GOAL_PRIORITY_OPTIONS}
              error={secondary(errors.priority)}
              value={String(value ?? 1)}
              onChange={(event) => onChange(Number(event.currentTarget.value))}
              {...field}
            />
          )}
        />
        <TextInput
          type="date"
          label="Target date"
          required
          error={errors.targetDate?.message}
          {...register('targetDate')}
        />
      </SimpleGrid>
    </Stack>
  );
}
