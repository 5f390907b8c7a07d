import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  passwordResetRoutes,
  type ResetPasswordFormValues,
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
import { RESET_WORDS } from './reset-words';

const REDIRECT_MS = 2000;

/** /reset-password: username, the e-mailed code and a new password; then /login after 2 seconds. */
export function ResetPasswordPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Reset password`);
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
          title: i18n._(RESET_WORDS.resetDoneTitle),
          message: i18n._(RESET_WORDS.resetDone),
          variant: 'success',
        });
        setDone(true);
      } catch (err) {
        showFailure(i18n._(RESET_WORDS.resetFailedTitle), err, i18n._(RESET_WORDS.resetFailed));
      }
    },
    (invalid) =>
      toastFirstFieldError(invalid, ['username', 'resetCode', 'newPassword', 'confirmPassword'], i18n),
  );

  return (
    <ResetFrame>
      {done ? (
        <Stack gap="md" role="status">
          <Title order={1} size="h2">
            {i18n._(RESET_WORDS.resetDoneTitle)}
          </Title>
          <Text>{i18n._(RESET_WORDS.resetDone)}</Text>
          <Text size="sm" c="dimmed">
            {t`Taking you to the login page…`}
          </Text>
          <Button component={Link} to="/login">
            {t`Go to Login`}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label={t`Reset your password`}>
          <Stack gap="md">
            <Title order={1} size="h2">
              {t`Reset your password`}
            </Title>
            <UsernameField {...textField(form, 'username')} />
            <TextInput
              label={t`Reset code`}
              description={t`The 6-character code from your e-mail`}
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
              labels={[t`New password`, t`Confirm new password`]}
              password={textField(form, 'newPassword')}
              confirm={textField(form, 'confirmPassword')}
            />
            <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
              {t`Reset Password`}
            </Button>
            <Group justify="space-between">
              <Anchor component={Link} to="/forgot-password" size="sm">
                {t`Need a code? Request one`}
              </Anchor>
              <Anchor component={Link} to="/login" size="sm">
                {t`Back to Login`}
              </Anchor>
            </Group>
          </Stack>
        </form>
      )}
    </ResetFrame>
  );
}
