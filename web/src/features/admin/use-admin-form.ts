import { type QueryKey, useMutation } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import { useDialogForm } from '../../ui/use-dialog-form';

/**
 * An admin create-or-edit dialog's form and its save to the server: the FormDialog props `form`,
 * `values`, `valuesKey` and `onSubmit`. Once `save` succeeds the lists in `invalidates` are read again.
 */
export function useAdminForm<V extends FieldValues, O>({
  schema,
  values,
  valuesKey,
  save,
  invalidates,
}: {
  schema: $ZodType<O, V>;
  values: V;
  /** the edited row's id, null for a new one */
  valuesKey: unknown;
  save: (body: O) => Promise<unknown>;
  invalidates: readonly QueryKey[];
}) {
  const dialogForm = useDialogForm(schema, values, valuesKey);
  const saving = useMutation({ mutationFn: save, meta: { invalidates } });
  return { ...dialogForm, onSubmit: saving.mutateAsync };
}
