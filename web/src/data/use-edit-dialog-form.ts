import type { FieldValues } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import { useDialogForm } from '../ui/use-dialog-form';
import { type FormSchema, saveEdited } from './change-set';

/**
 * The form of a create-or-edit FormDialog over `row` (none: a new one), read through its contract
 * `schema`: what useDialogForm returns, with the `onSubmit` that saves it (saveEdited: a new row is
 * created whole, an edit sends only the fields the person changed, so another field edited
 * elsewhere meanwhile is kept).
 */
export function useEditDialogForm<V extends FieldValues, O extends object>(
  schema: $ZodType<O, V> & FormSchema<O>,
  row: { id: string } | null | undefined,
  values: V,
  write: Parameters<typeof saveEdited<O>>[4],
) {
  const dialogForm = useDialogForm(schema, values, row?.id ?? null);
  const onSubmit = (after: O) =>
    saveEdited(schema, row, dialogForm.form.formState.defaultValues, after, write);
  return { ...dialogForm, onSubmit };
}
