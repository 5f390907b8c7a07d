import { useLingui } from '@lingui/react/macro';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { type Prayer, type PrayerFormValues, prayerForm, prayerFormEmpty } from '@reign/contract';
import { formValuesOf } from '@reign/contract/entity-fields';
import { useMutations } from '../../data';
// not through data/index: it brings the form's schema resolver (zod), kept off the first load
import { useEditDialogForm } from '../../data/use-edit-dialog-form';
import { FormDialog } from '../../ui/FormDialog';
import { SelectField, textField } from '../../ui/form-fields';
import { prayerCategoryOptions } from './prayer-format';

export interface PrayerFormDialogProps {
  opened: boolean;
  /** the request to edit; null adds a new one */
  prayer: Prayer | null;
  onClose: () => void;
}

/** The form filled from the request (a text it holds as null shown empty), or empty. */
const valuesOf = (prayer: Prayer | null): PrayerFormValues => formValuesOf(prayerFormEmpty, prayer);

/** Add or edit a prayer request. An edit sends only the fields the person changed. */
export function PrayerFormDialog({ opened, prayer, onClose }: PrayerFormDialogProps) {
  const { t, i18n } = useLingui();
  const { createPrayer, updatePrayer } = useMutations();
  const dialogForm = useEditDialogForm(prayerForm, prayer, valuesOf(prayer), {
    create: createPrayer,
    update: updatePrayer,
  });
  const { form } = dialogForm;
  const editing = prayer !== null;

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={editing ? t`Edit Prayer Request` : t`Add Prayer Request`}
      label={editing ? t`Edit prayer request` : t`Add prayer request`}
      size="lg"
      centeredFullScreenOnPhone
      {...dialogForm}
      submitLabel={editing ? t`Save Changes` : t`Add Request`}
      success={() =>
        editing
          ? { title: t`Request Updated`, message: t`Your changes have been saved.` }
          : { title: t`Request Added`, message: t`Your prayer request is on your list.` }
      }
      failureTitle={t`Error`}
      failureMessage={t`The request was not saved. Please try again.`}
    >
      <Stack gap="md">
        <TextInput label={t`Title`} required data-autofocus maxLength={120} {...textField(form, 'title')} />
        <TextInput label={t`For whom`} placeholder={t`Optional`} {...textField(form, 'forWhom')} />
        <Textarea label={t`Details`} autosize minRows={2} maxRows={8} {...textField(form, 'details')} />
        <SelectField form={form} name="category" label={t`Category`} data={prayerCategoryOptions(i18n)} />
      </Stack>
    </FormDialog>
  );
}
