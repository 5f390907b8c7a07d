import { PasswordInput, type PasswordInputProps, TextInput, type TextInputProps } from '@mantine/core';

/** The username of a sign-in, sign-up or reset form: no autocapitalisation or spell check. */
export function UsernameField(props: TextInputProps & { name: string }) {
  return (
    <TextInput
      label="Username"
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
