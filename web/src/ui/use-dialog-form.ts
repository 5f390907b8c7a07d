import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';

/**
 * The form of a FormDialog, read through its zod `schema`. What it returns is the FormDialog's
 * `form`, `values` and `valuesKey`: the form starts from `values` each time the dialog opens, and
 * refills when `valuesKey` (the edited row's id, null for a new one) changes.
 */
export function useDialogForm<V extends FieldValues, O>(
  schema: $ZodType<O, V>,
  values: V,
  valuesKey: unknown,
) {
  const form = useForm<V, unknown, O>({
    resolver: zodResolver(schema),
    defaultValues: values as DefaultValues<V>,
  });
  return { form, values, valuesKey };
}
