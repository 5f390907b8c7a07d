import { Group, NumberInput, Textarea, TextInput } from '@mantine/core';
import type { AdminGiveaway } from '@reign/contract';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '../../ui/FormDialog';
import { ActiveSwitch, textField } from '../../ui/form-fields';
import { adminApi } from './admin-api';
import {
  type GiveawayFormValues,
  giveawayDefaults,
  giveawayFormSchema,
  localDateString,
} from './admin-format';
import { adminKeys } from './admin-queries';
import { ImageUploadField } from './ImageUploadField';
import { useAdminForm } from './use-admin-form';

type Body = z.output<typeof giveawayFormSchema>;

function valuesFor(giveaway: AdminGiveaway | null): GiveawayFormValues {
  if (!giveaway) return giveawayDefaults();
  return {
    title: giveaway.title,
    description: giveaway.description,
    prize: giveaway.prize,
    startDate: localDateString(new Date(giveaway.startDate)),
    endDate: localDateString(new Date(giveaway.endDate)),
    pointRequirement: giveaway.pointRequirement,
    isActive: giveaway.isActive,
    imageUrl: giveaway.imageUrl,
  };
}

export interface GiveawayDialogProps {
  opened: boolean;
  giveaway: AdminGiveaway | null;
  onClose: () => void;
}

/** 'Create New Giveaway' / 'Edit Giveaway'. */
export function GiveawayDialog({ opened, giveaway, onClose }: GiveawayDialogProps) {
  const dialogForm = useAdminForm({
    schema: giveawayFormSchema,
    values: valuesFor(giveaway),
    valuesKey: giveaway?.id ?? null,
    save: (body: Body) =>
      giveaway ? adminApi.updateGiveaway(giveaway.id, body) : adminApi.createGiveaway(body),
    invalidates: [adminKeys.giveaways],
  });
  const { form } = dialogForm;
  const { control, formState } = form;

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={giveaway ? 'Edit Giveaway' : 'Create New Giveaway'}
      size="lg"
      {...dialogForm}
      submitLabel={giveaway ? 'Update Giveaway' : 'Create Giveaway'}
      success={(body) => ({ title: giveaway ? 'Giveaway updated' : 'Giveaway created', message: body.title })}
      failureTitle={giveaway ? 'Failed to update giveaway' : 'Failed to create giveaway'}
    >
      <TextInput label="Title" withAsterisk {...textField(form, 'title')} />
      <Textarea label="Description" withAsterisk autosize minRows={3} {...textField(form, 'description')} />
      <TextInput label="Prize" withAsterisk {...textField(form, 'prize')} />
      <Controller
        control={control}
        name="imageUrl"
        render={({ field }) => <ImageUploadField value={field.value} onChange={field.onChange} />}
      />
      <Group grow>
        <TextInput type="date" label="Start Date" withAsterisk {...textField(form, 'startDate')} />
        <TextInput type="date" label="End Date" withAsterisk {...textField(form, 'endDate')} />
      </Group>
      <Controller
        control={control}
        name="pointRequirement"
        render={({ field }) => (
          <NumberInput
            label="Minimum Points Required"
            withAsterisk
            min={1}
            allowDecimal={false}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={formState.errors.pointRequirement?.message}
          />
        )}
      />
      <ActiveSwitch control={control} name="isActive" />
    </FormDialog>
  );
}
