import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { type RequestResetBody, requestResetBody, resetMessages, routes } from '@reign/contract';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { callRoute } from '../../sync/api';
import { errorMessage } from '../../sync/http';
import { showToast } from '../../ui/toast';
import { toastFirstFieldError } from './reset-toasts';

/** /forgot-password: ask for a reset code by username, then 'Check Your Email'. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password · Reign');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RequestResetBody, unknown, z.output<typeof requestResetBody>>({
    resolver: zodResolver(requestResetBody),
    defaultValues: { username: '' },
  });

  const onSubmit = handleSubmit(
    async ({ username }) => {
      try {
        await callRoute(routes.requestPasswordReset, { username });
        showToast({
          title: resetMessages.requestSentTitle,
          message: resetMessages.requestSent,
          variant: 'success',
        });
        setSentTo(username);
      } catch (err) {
        showToast({
          title: 'Error',
          message: errorMessage(err, 'An error occurred. Please try again.'),
          variant: 'error',
        });
      }
    },
    (invalid) => toastFirstFieldError(invalid, ['username']),
  );

  return (
    <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }} maw={480} mx="auto">
      {sentTo ? (
        <Stack gap="md">
          <Group gap="sm">
            <IconMailCheck size={28} aria-hidden="true" />
            <Title order={1} size="h2">
              Check Your Email
            </Title>
          </Group>
          <Text>{resetMessages.requestSent}</Text>
          <Text size="sm" c="dimmed">
            The code expires in 15 minutes. Check your spam folder if it does not arrive.
          </Text>
          <Button component={Link} to={`/reset-password?username=${encodeURIComponent(sentTo)}`}>
            I Have My Reset Code
          </Button>
          <Button component={Link} to="/login" variant="subtle">
            Back to Login
          </Button>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Request a reset code">
          <Stack gap="md">
            <Title order={1} size="h2">
              Forgot your password?
            </Title>
            <Text size="sm" c="dimmed">
              Enter your username. If your account has an e-mail address, we will send you a 6-character reset
              code.
            </Text>
            <TextInput
              label="Username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              error={errors.username?.message}
              {...register('username')}
            />
            <Button type="submit" loading={isSubmitting} fullWidth>
              Send Reset Code
            </Button>
            <Alert variant="light" color="gray">
              <Text size="sm">
                Already have a code?{' '}
                <Anchor component={Link} to="/reset-password">
                  Enter it here
                </Anchor>
                . Remembered it?{' '}
                <Anchor component={Link} to="/login">
                  Back to Login
                </Anchor>
              </Text>
            </Alert>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
