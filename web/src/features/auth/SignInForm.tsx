import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { type LoginFormValues, loginForm } from '@reign/contract';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { PasswordField, UsernameField } from '../../ui/account-fields';
import { textField } from '../../ui/form-fields';
import { Link } from '../../ui/Link';
import { useAuthActions } from './use-auth-actions';

/** Sign In; `onUsername` hears the username as it is typed (the page counts that person's waiting changes). */
export function SignInForm({ onUsername }: { onUsername?: (username: string) => void }) {
  const { signIn } = useAuthActions();
  const { t } = useLingui();
  const form = useForm<LoginFormValues, unknown, z.output<typeof loginForm>>({
    resolver: zodResolver(loginForm),
    defaultValues: { username: '', password: '' },
  });
  const username = useWatch({ control: form.control, name: 'username' });
  useEffect(() => onUsername?.(username), [onUsername, username]);

  const onSubmit = form.handleSubmit(async (values) => {
    await signIn(values);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Sign in`}>
      <Stack gap="md">
        <UsernameField {...textField(form, 'username')} />
        <PasswordField label={t`Password`} autoComplete="current-password" {...textField(form, 'password')} />
        <Group justify="flex-end">
          <Anchor component={Link} to="/forgot-password" size="sm">
            {t`Forgot password?`}
          </Anchor>
        </Group>
        <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
          {t`Sign In`}
        </Button>
      </Stack>
    </form>
  );
}
