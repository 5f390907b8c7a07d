import { useLingui } from '@lingui/react/macro';
import { PasswordInput, type PasswordInputProps, TextInput, type TextInputProps } from '@mantine/core';
import type { RegisterFormValues, registerForm } from '@reign/contract';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { textField } from './form-fields';

/** The username of a sign-in, sign-up or reset form: no autocapitalisation or spell check. */
export function UsernameField(props: TextInputProps & { name: string }) {
  const { t } = useLingui();
  return (
    <TextInput
      label={t`Username`}
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      required
      {...props}
    />
  );
}

/** A password of such a form; the show/hide toggle is reachable with Tab. */
export function PasswordField({ error, ...props }: PasswordInputProps & { name: string; label: string }) {
  return (
    <PasswordInput
      required
      visibilityToggleFocusable
      error={error}
      aria-invalid={error ? true : undefined}
      {...props}
    />
  );
}

/** A new password and its confirmation (sign-up, password reset). */
export function NewPasswordFields({
  password,
  confirm,
  labels,
  description,
}: {
  password: Omit<PasswordInputProps, 'label'> & { name: string };
  confirm: Omit<PasswordInputProps, 'label'> & { name: string };
  labels: [string, string];
  description?: string;
}) {
  return (
    <>
      <PasswordField label={labels[0]} description={description} autoComplete="new-password" {...password} />
      <PasswordField label={labels[1]} autoComplete="new-password" {...confirm} />
    </>
  );
}

/** A new account's form before anything is typed. */
export const EMPTY_NEW_ACCOUNT: RegisterFormValues = {
  username: '',
  email: '',
  displayName: '',
  password: '',
  confirmPassword: '',
};

/**
 * The fields of a new account (Create Account, and the administrator's setup): username, email,
 * display name, password and its confirmation. `afterEmail` goes between the email and the name.
 */
export function NewAccountFields({
  form,
  emailDescription,
  afterEmail,
}: {
  form: UseFormReturn<RegisterFormValues, unknown, z.output<typeof registerForm>>;
  emailDescription: string;
  afterEmail?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <>
      <UsernameField
        description={t`At least 3 characters: letters, numbers, dots, hyphens or underscores`}
        {...textField(form, 'username')}
      />
      <TextInput
        label={t`Email`}
        description={emailDescription}
        type="email"
        autoComplete="email"
        {...textField(form, 'email')}
      />
      {afterEmail}
      <TextInput
        label={t`Display name`}
        description={t`Optional. 2 to 50 characters.`}
        autoComplete="name"
        {...textField(form, 'displayName')}
      />
      <NewPasswordFields
        labels={[t`Password`, t`Confirm password`]}
        description={t`At least 6 characters`}
        password={textField(form, 'password')}
        confirm={textField(form, 'confirmPassword')}
      />
    </>
  );
}
