import { useLingui } from '@lingui/react/macro';
import { Group, NumberInput, Textarea, TextInput } from '@mantine/core';
import type { AdminGiveaway } from '@reign/contract';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '../../ui/FormDialog';
import { ActiveSwitch, fieldError, textField } from '../../ui/form-fields';
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
  const { t } = useLingui();
  const dialogForm = useAdminForm({
    schema: giveawayFormSchema,
    values: valuesFor(giveaway),
    valuesKey: giveaway?.id ?? null,
    save: (body: Body) =>
      giveaway ? adminApi.updateGiveaway(giveaway.id, body) : adminApi.createGiveaway(body),
    invalidates: [adminKeys.giveaways],
  });
  const { form } = dialogForm;
  const { control } = form;

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={giveaway ? t`Edit Giveaway` : t`Create New Giveaway`}
      size="lg"
      {...dialogForm}
      submitLabel={giveaway ? t`Update Giveaway` : t`Create Giveaway`}
      success={(body) => ({
        title: giveaway ? t`Giveaway updated` : t`Giveaway created`,
        message: body.title,
      })}
      failureTitle={giveaway ? t`Failed to update giveaway` : t`Failed to create giveaway`}
    >
      <TextInput label={t`Title`} withAsterisk {...textField(form, 'title')} />
      <Textarea
        label={t`Description`}
        withAsterisk
        autosize
        minRows={3}
        {...textField(form, 'description')}
      />
      <TextInput label={t`Prize`} withAsterisk {...textField(form, 'prize')} />
      <Controller
        control={control}
        name="imageUrl"
        render={({ field }) => <ImageUploadField value={field.value} onChange={field.onChange} />}
      />
      <Group grow>
        <TextInput type="date" label={t`Start Date`} withAsterisk {...textField(form, 'startDate')} />
        <TextInput type="date" label={t`End Date`} withAsterisk {...textField(form, 'endDate')} />
      </Group>
      <Controller
        control={control}
        name="pointRequirement"
        render={({ field }) => (
          <NumberInput
            label={t`Minimum Points Required`}
            withAsterisk
            min={1}
            allowDecimal={false}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldError(form, 'pointRequirement')}
          />
        )}
      />
      <ActiveSwitch control={control} name="isActive" />
    </FormDialog>
  );
}
