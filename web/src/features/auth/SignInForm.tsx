import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { type LoginFormValues, loginForm } from '@reign/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PasswordField, UsernameField } from '../../ui/account-fields';
import { textField } from '../../ui/form-fields';
import { Link } from '../../ui/Link';
import { useAuthActions } from './use-auth-actions';

export function SignInForm() {
  const { signIn } = useAuthActions();
  const form = useForm<LoginFormValues, unknown, z.output<typeof loginForm>>({
    resolver: zodResolver(loginForm),
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    await signIn(values);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign in">
      <Stack gap="md">
        <UsernameField {...textField(form, 'username')} />
        <PasswordField label="Password" autoComplete="current-password" {...textField(form, 'password')} />
        <Group justify="flex-end">
          <Anchor component={Link} to="/forgot-password" size="sm">
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
          Sign In
        </Button>
      </Stack>
    </form>
  );
}
