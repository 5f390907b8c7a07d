import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Text, TextInput } from '@mantine/core';
import {
  type EmailChangeBody,
  type EmailVerifyBody,
  emailChangeBody,
  emailVerifyBody,
} from '@reign/contract/email';
import { useQuery } from '@tanstack/react-query';
import { type FormEventHandler, type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { withQueryClient } from '../../api/with-query-client';
import { useOnline } from '../../data';
import { emailWords } from '../../i18n/shared/words/account';
import { useAuth } from '../../session';
import { textField } from '../../ui/form-fields';
import { SectionCard } from '../../ui/SectionCard';
import { attempt, titled } from '../../ui/toast';
import { emailApi } from './email-api';

/**
 * The account's e-mail address: password reset codes go to it only once it is confirmed with the
 * 6-character code mailed to it. Unverified until then, with the code's field and 'Send a new code'.
 */
function EmailCardContent() {
  const { user, refreshUser } = useAuth();
  const online = useOnline();
  const [resending, setResending] = useState(false);
  const { t, i18n } = useLingui();
  const change = useForm<EmailChangeBody, unknown, z.output<typeof emailChangeBody>>({
    resolver: zodResolver(emailChangeBody),
    values: { email: user?.email ?? '' },
  });
  const verify = useForm<EmailVerifyBody, unknown, z.output<typeof emailVerifyBody>>({
    resolver: zodResolver(emailVerifyBody),
    defaultValues: { code: '' },
  });
  // a server without SMTP sends no code: say so, instead of 'the code we sent'
  const delivery = useQuery({ queryKey: ['email-delivery'], queryFn: emailApi.delivery, staleTime: 60_000 });
  const noMail = delivery.data?.mailConfigured === false;
  if (!user) return null;
  const unverified = !!user.email && !user.emailVerified;
  const email = user.email;

  // A new address or a confirmed one: the account is read again and the code's field emptied.
  const refreshed = async <R,>(result: R) => {
    await refreshUser({ force: true });
    verify.reset({ code: '' });
    return result;
  };

  const onChange = change.handleSubmit(({ email }) =>
    attempt(
      async () => refreshed(await emailApi.change({ email: email ?? '' })),
      titled(t`E-mail address saved`),
      t`Could not save the address`,
    ),
  );

  const onVerify = verify.handleSubmit(({ code }) =>
    attempt(
      async () => refreshed(await emailApi.verify(code)),
      () => ({
        title: t`E-mail address confirmed`,
        message: t`Password reset codes can now reach you there.`,
      }),
      t`Not confirmed`,
    ),
  );

  const resend = async () => {
    setResending(true);
    await attempt(emailApi.resend, titled(t`Code sent`), t`Could not send a code`);
    setResending(false);
  };

  return (
    <SectionCard
      title={t`E-mail address`}
      badge={
        user.email ? (
          <Badge color={user.emailVerified ? 'teal' : 'orange'} variant="light">
            {user.emailVerified ? t`Verified` : t`Unverified`}
          </Badge>
        ) : null
      }
    >
      <Text size="sm" c="dimmed">
        {user.email
          ? user.emailVerified
            ? t`Password reset codes are sent to this address.`
            : noMail
              ? i18n._(emailWords.noMail({ email: user.email }, i18n))
              : t`Enter the 6-character code we sent to ${email}. Until then, password reset codes cannot be sent to it.`
          : t`Add an address to receive password reset codes. We send a code to confirm it is yours.`}
      </Text>
      {unverified && !noMail && (
        <InlineForm onSubmit={onVerify} label={t`Confirm your e-mail address`}>
          <TextInput
            label={t`Confirmation code`}
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={6}
            styles={{
              input: { letterSpacing: '0.3em', textTransform: 'uppercase', fontFamily: 'monospace' },
            }}
            {...textField(verify, 'code')}
          />
          <Button type="submit" loading={verify.formState.isSubmitting} disabled={!online}>
            {t`Confirm`}
          </Button>
          <Button variant="subtle" onClick={() => void resend()} loading={resending} disabled={!online}>
            {t`Send a new code`}
          </Button>
        </InlineForm>
      )}
      <InlineForm onSubmit={onChange} label={t`Change your e-mail address`}>
        <TextInput
          label={t`E-mail`}
          type="email"
          autoComplete="email"
          style={{ flex: 1, minWidth: 200 }}
          {...textField(change, 'email')}
        />
        <Button
          type="submit"
          variant="light"
          loading={change.formState.isSubmitting}
          disabled={!online || !change.formState.isDirty}
        >
          {user.email ? t`Change address` : t`Add address`}
        </Button>
      </InlineForm>
      {!online && (
        <Text size="xs" c="dimmed">
          {t`You are offline: the address can be changed or confirmed once you are back online.`}
        </Text>
      )}
    </SectionCard>
  );
}

/** A form of one field and its buttons on a line, named by `label`. */
function InlineForm({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Group align="flex-end" gap="sm">
        {children}
      </Group>
    </form>
  );
}

/** The card with the app's query client: the Profile tab is not one of the pages that provide it. */
export const EmailCard = withQueryClient(EmailCardContent);
