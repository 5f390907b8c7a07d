import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack } from '@mantine/core';
import { type RegisterFormValues, registerForm } from '@reign/contract';
import { IconGift } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { EMPTY_NEW_ACCOUNT, NewAccountFields } from '../../ui/account-fields';
import { EmailConsentCheckbox } from '../email-consent';
import { forgetReferralCode } from './referral-code';
import { useAuthActions } from './use-auth-actions';

export function CreateAccountForm({ referralCode }: { referralCode: string | null }) {
  const { signUp } = useAuthActions();
  const { t } = useLingui();
  const form = useForm<RegisterFormValues, unknown, z.output<typeof registerForm>>({
    resolver: zodResolver(registerForm),
    defaultValues: { ...EMPTY_NEW_ACCOUNT, emailConsent: false },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    // The confirmation only checks typing; the server never sees it.
    const { confirmPassword: _confirm, ...body } = values;
    const ok = await signUp(referralCode ? { ...body, referralCode } : body);
    if (ok) forgetReferralCode();
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Create account`}>
      <Stack gap="md">
        {referralCode && (
          <Alert variant="light" color="teal" icon={<IconGift aria-hidden="true" />} p="xs">
            <Trans>
              You were invited with referral code <strong>{referralCode}</strong>. It is applied when you
              create your account.
            </Trans>
          </Alert>
        )}
        <NewAccountFields
          form={form}
          emailDescription={t`Optional. Used to send you a password reset code.`}
          afterEmail={
            <Controller
              control={form.control}
              name="emailConsent"
              render={({ field }) => (
                <EmailConsentCheckbox checked={field.value ?? false} onChange={field.onChange} />
              )}
            />
          }
        />
        <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
          {t`Create Account`}
        </Button>
      </Stack>
    </form>
  );
}
