import { useLingui } from '@lingui/react/macro';
import { NativeSelect, Switch } from '@mantine/core';
import {
  type Control,
  Controller,
  type FieldValues,
  get,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { englishWords } from '../i18n/shared-words';

/**
 * A text field's wiring to its form: `register` and the field's message.
 * `<TextInput label="Title" {...textField(form, 'title')} />`
 */
export function textField<V extends FieldValues>(form: UseFormReturn<V, unknown, unknown>, name: Path<V>) {
  return { ...form.register(name), error: fieldError(form, name) };
}

/** A field's validation message, if any, in the active language (the contract's, by its code: englishWords). */
export function fieldError<V extends FieldValues>(
  form: UseFormReturn<V, unknown, unknown>,
  name: Path<V>,
): string | undefined {
  const message = (get(form.formState.errors, name) as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? englishWords(message) : undefined;
}

/** The 'Active' switch of an admin form. */
export function ActiveSwitch<V extends FieldValues, O>({
  control,
  name,
}: {
  control: Control<V, unknown, O>;
  name: Path<V>;
}) {
  const { t } = useLingui();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          label={t`Active`}
          checked={field.value ?? true}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
        />
      )}
    />
  );
}

type SelectData = { value: string; label: string }[] | readonly { value: string; label: string }[];

/**
 * A NativeSelect bound to a form field. `as="number"` keeps numbers in the form (priorities),
 * `as="nullable"` keeps '' as null (an optional link).
 */
export function SelectField<V extends FieldValues, O>({
  form,
  name,
  label,
  data,
  description,
  as = 'text',
  error,
}: {
  form: UseFormReturn<V, unknown, O>;
  name: Path<V>;
  label: string;
  data: SelectData;
  description?: string;
  as?: 'text' | 'number' | 'nullable';
  /** instead of the field's message: `true` only marks the field invalid */
  error?: string | boolean;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field: { value, onChange, ...field } }) => (
        <NativeSelect
          label={label}
          description={description}
          data={[...data]}
          error={error ?? fieldError(form, name)}
          value={value == null ? '' : String(value)}
          onChange={(event) => {
            const picked = event.currentTarget.value;
            onChange(as === 'number' ? Number(picked) : as === 'nullable' ? picked || null : picked);
          }}
          {...field}
        />
      )}
    />
  );
}
