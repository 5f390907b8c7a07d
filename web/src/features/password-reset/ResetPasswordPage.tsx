import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  passwordResetRoutes,
  type ResetPasswordFormValues,
  resetMessages,
  resetPasswordForm,
} from '@reign/contract/password-reset';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { callApi } from '../../api';
import { NewPasswordFields, UsernameField } from '../../ui/account-fields';
import { textField } from '../../ui/form-fields';
import { Link } from '../../ui/Link';
import { showFailure, showToast } from '../../ui/toast';
import { usePageTitle } from '../../ui/use-page-title';
import { ResetFrame } from './ResetFrame';
import { toastFirstFieldError } from './reset-toasts';

const REDIRECT_MS = 2000;

/** /reset-password: username, the e-mailed code and a new password; then /login after 2 seconds. */
export function ResetPasswordPage() {
  usePageTitle('Reset password');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const form = useForm<ResetPasswordFormValues, unknown, z.output<typeof resetPasswordForm>>({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: {
      username: params.get('username') ?? '',
      resetCode: '',
      newPassword: '',
      confirmPassword: '',
    },
  });

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/login'), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = form.handleSubmit(
    async ({ username, resetCode, newPassword }) => {
      try {
        await callApi(passwordResetRoutes.resetPassword, { body: { username, resetCode, newPassword } });
        showToast({
          title: resetMessages.resetDoneTitle,
          message: resetMessages.resetDone,
          variant: 'success',
        });
        setDone(true);
      } catch (err) {
        showFailure(resetMessages.resetFailedTitle, err, resetMessages.resetFailed);
      }
    },
    (invalid) => toastFirstFieldError(invalid, ['username', 'resetCode', 'newPassword', 'confirmPassword']),
  );

  return (
    <ResetFrame>
      {done ? (
        <Stack gap="md" role="status">
          <Title order={1} size="h2">
            {resetMessages.resetDoneTitle}
          </Title>
          <Text>{resetMessages.resetDone}</Text>
          <Text size="sm" c="dimmed">
            Taking you to the login page…
          </Text>
          <Button component={Link} to="/login">
            Go to Login
          </Button>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Reset your password">
          <Stack gap="md">
            <Title order={1} size="h2">
              Reset your password
            </Title>
            <UsernameField {...textField(form, 'username')} />
            <TextInput
              label="Reset code"
              description="The 6-character code from your e-mail"
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={6}
              required
              styles={{
                input: { letterSpacing: '0.3em', textTransform: 'uppercase', fontFamily: 'monospace' },
              }}
              {...textField(form, 'resetCode')}
            />
            <NewPasswordFields
              labels={['New password', 'Confirm new password']}
              password={textField(form, 'newPassword')}
              confirm={textField(form, 'confirmPassword')}
            />
            <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
              Reset Password
            </Button>
            <Group justify="space-between">
              <Anchor component={Link} to="/forgot-password" size="sm">
                Need a code? Request one
              </Anchor>
              <Anchor component={Link} to="/login" size="sm">
                Back to Login
              </Anchor>
            </Group>
          </Stack>
        </form>
      )}
    </ResetFrame>
  );
}
