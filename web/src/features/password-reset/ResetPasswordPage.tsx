import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { type ResetPasswordFormValues, resetMessages, resetPasswordForm, routes } from '@reign/contract';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { callRoute } from '../../sync/api';
import { errorMessage } from '../../sync/http';
import { showToast } from '../../ui/toast';
import { toastFirstFieldError } from './reset-toasts';

const REDIRECT_MS = 2000;

/** /reset-password: username, the e-mailed code and a new password; then /login after 2 seconds. */
export function ResetPasswordPage() {
  useDocumentTitle('Reset password · Reign');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFormValues, unknown, z.output<typeof resetPasswordForm>>({
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

  const onSubmit = handleSubmit(
    async ({ username, resetCode, newPassword }) => {
      try {
        await callRoute(routes.resetPassword, { username, resetCode, newPassword });
        showToast({
          title: resetMessages.resetDoneTitle,
          message: resetMessages.resetDone,
          variant: 'success',
        });
        setDone(true);
      } catch (err) {
        showToast({
          title: resetMessages.resetFailedTitle,
          message: errorMessage(err, resetMessages.resetFailed),
          variant: 'error',
        });
      }
    },
    (invalid) => toastFirstFieldError(invalid, ['username', 'resetCode', 'newPassword', 'confirmPassword']),
  );

  return (
    <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }} maw={480} mx="auto">
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
            <TextInput
              label="Username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              error={errors.username?.message}
              {...register('username')}
            />
            <TextInput
              label="Reset code"
              description="The 6-character code from your e-mail"
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={6}
              required
              error={errors.resetCode?.message}
              styles={{
                input: { letterSpacing: '0.3em', textTransform: 'uppercase', fontFamily: 'monospace' },
              }}
              {...register('resetCode')}
            />
            <PasswordInput
              label="New password"
              autoComplete="new-password"
              required
              visibilityToggleFocusable
              error={errors.newPassword?.message}
              aria-invalid={errors.newPassword ? true : undefined}
              {...register('newPassword')}
            />
            <PasswordInput
              label="Confirm new password"
              autoComplete="new-password"
              required
              visibilityToggleFocusable
              error={errors.confirmPassword?.message}
              aria-invalid={errors.confirmPassword ? true : undefined}
              {...register('confirmPassword')}
            />
            <Button type="submit" loading={isSubmitting} fullWidth>
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
    </Paper>
  );
}
