import { Stack, Textarea, TextInput } from '@mantine/core';
import { type Prayer, type PrayerFormValues, prayerForm } from '@reign/contract';
import { useMutations } from '../../data';
// not through data/index: it brings the form's schema resolver (zod), kept off the first load
import { useEditDialogForm } from '../../data/use-edit-dialog-form';
import { FormDialog } from '../../ui/FormDialog';
import { SelectField, textField } from '../../ui/form-fields';
import { PRAYER_CATEGORY_OPTIONS } from './prayer-format';

export interface PrayerFormDialogProps {
  opened: boolean;
  /** the request to edit; null adds a new one */
  prayer: Prayer | null;
  onClose: () => void;
}

function valuesOf(prayer: Prayer | null): PrayerFormValues {
  if (!prayer) return { title: '', details: '', forWhom: '', category: 'spiritual' };
  return {
    title: prayer.title,
    details: prayer.details ?? '',
    forWhom: prayer.forWhom ?? '',
    category: prayer.category,
  };
}

/** Add or edit a prayer request. An edit sends only the fields the person changed. */
export function PrayerFormDialog({ opened, prayer, onClose }: PrayerFormDialogProps) {
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
      title={editing ? 'Edit Prayer Request' : 'Add Prayer Request'}
      label={editing ? 'Edit prayer request' : 'Add prayer request'}
      size="lg"
      centeredFullScreenOnPhone
      {...dialogForm}
      submitLabel={editing ? 'Save Changes' : 'Add Request'}
      success={() =>
        editing
          ? { title: 'Request Updated', message: 'Your changes have been saved.' }
          : { title: 'Request Added', message: 'Your prayer request is on your list.' }
      }
      failureTitle="Error"
      failureMessage="The request was not saved. Please try again."
    >
      <Stack gap="md">
        <TextInput label="Title" required data-autofocus maxLength={120} {...textField(form, 'title')} />
        <TextInput label="For whom" placeholder="Optional" {...textField(form, 'forWhom')} />
        <Textarea label="Details" autosize minRows={2} maxRows={8} {...textField(form, 'details')} />
        <SelectField form={form} name="category" label="Category" data={PRAYER_CATEGORY_OPTIONS} />
      </Stack>
    </FormDialog>
  );
}
