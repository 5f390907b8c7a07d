import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { passwordResetRoutes, type RequestResetBody, requestResetBody } from '@reign/contract/password-reset';
import { IconMailCheck, IconMailOff } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { callApi } from '../../api';
import { UsernameField } from '../../ui/account-fields';
import { textField } from '../../ui/form-fields';
import { Link } from '../../ui/Link';
import { clearToasts, showFailure, showToast } from '../../ui/toast';
import { usePageTitle } from '../../ui/use-page-title';
import { ResetFrame } from './ResetFrame';
import { toastFirstFieldError } from './reset-toasts';
import { RESET_WORDS } from './reset-words';

/** After the request: what happens next, with the way to enter the code and back to Login. */
function CodeRequested(props: {
  username: string;
  icon: typeof IconMailCheck;
  title: string;
  message: string;
  children: ReactNode;
}) {
  const Icon = props.icon;
  const { t } = useLingui();
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Icon size={28} aria-hidden="true" />
        <Title order={1} size="h2">
          {props.title}
        </Title>
      </Group>
      <Text>{props.message}</Text>
      <Text size="sm" c="dimmed">
        {props.children}
      </Text>
      <Button component={Link} to={`/reset-password?username=${encodeURIComponent(props.username)}`}>
        {t`I Have My Reset Code`}
      </Button>
      <Button component={Link} to="/login" variant="subtle">
        {t`Back to Login`}
      </Button>
    </Stack>
  );
}

/**
 * /forgot-password: ask for a reset code by username, then 'Check Your Email', or, on a server
 * without SMTP, that the administrator makes the code.
 */
export function ForgotPasswordPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Forgot password`);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // false: the server has no SMTP, so no code was mailed; the administrator makes one
  const [mailConfigured, setMailConfigured] = useState(true);
  const form = useForm<RequestResetBody, unknown, z.output<typeof requestResetBody>>({
    resolver: zodResolver(requestResetBody),
    defaultValues: { username: '' },
  });

  const onSubmit = form.handleSubmit(
    async ({ username }) => {
      try {
        const answer = await callApi(passwordResetRoutes.requestPasswordReset, { body: { username } });
        setMailConfigured(answer.mailConfigured);
        if (answer.mailConfigured) {
          showToast({
            title: i18n._(RESET_WORDS.requestSentTitle),
            message: i18n._(RESET_WORDS.requestSent),
            variant: 'success',
          });
        } else {
          // no mail, so no toast of its own: the page says what to do; an earlier error must go
          clearToasts();
        }
        setSentTo(username);
      } catch (err) {
        showFailure(t`Error`, err, t`An error occurred. Please try again.`);
      }
    },
    (invalid) => toastFirstFieldError(invalid, ['username'], i18n),
  );

  return (
    <ResetFrame>
      {sentTo ? (
        mailConfigured ? (
          <CodeRequested
            username={sentTo}
            icon={IconMailCheck}
            title={t`Check Your Email`}
            message={i18n._(RESET_WORDS.requestSent)}
          >
            {t`The code expires in 15 minutes. Check your spam folder if it does not arrive.`}
          </CodeRequested>
        ) : (
          <CodeRequested
            username={sentTo}
            icon={IconMailOff}
            title={t`Ask the Administrator`}
            message={i18n._(RESET_WORDS.noMail)}
          >
            {t`The administrator can make a 6-character code for your account on their Users page. It works once, for 15 minutes.`}
          </CodeRequested>
        )
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label={t`Request a reset code`}>
          <Stack gap="md">
            <Title order={1} size="h2">
              {t`Forgot your password?`}
            </Title>
            <Text size="sm" c="dimmed">
              {t`Enter your username. If your account has an e-mail address, we will send you a 6-character reset code.`}
            </Text>
            <UsernameField {...textField(form, 'username')} />
            <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
              {t`Send Reset Code`}
            </Button>
            <Alert variant="light" color="gray">
              <Text size="sm">
                <Trans>
                  Already have a code?{' '}
                  <Anchor component={Link} to="/reset-password">
                    Enter it here
                  </Anchor>
                  . Remembered it?{' '}
                  <Anchor component={Link} to="/login">
                    Back to Login
                  </Anchor>
                </Trans>
              </Text>
            </Alert>
          </Stack>
        </form>
      )}
    </ResetFrame>
  );
}
