import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { type RegisterFormValues, registerForm } from '@reign/contract';
import { IconGift } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { NewPasswordFields, UsernameField } from '../../ui/account-fields';
import { textField } from '../../ui/form-fields';
import { EmailConsentCheckbox } from '../email-consent';
import { forgetReferralCode } from './referral-code';
import { useAuthActions } from './use-auth-actions';

export function CreateAccountForm({ referralCode }: { referralCode: string | null }) {
  const { signUp } = useAuthActions();
  const form = useForm<RegisterFormValues, unknown, z.output<typeof registerForm>>({
    resolver: zodResolver(registerForm),
    defaultValues: {
      username: '',
      email: '',
      displayName: '',
      password: '',
      confirmPassword: '',
      emailConsent: false,
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    // The confirmation only checks typing; the server never sees it.
    const { confirmPassword: _confirm, ...body } = values;
    const ok = await signUp(referralCode ? { ...body, referralCode } : body);
    if (ok) forgetReferralCode();
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create account">
      <Stack gap="md">
        {referralCode && (
          <Alert variant="light" color="teal" icon={<IconGift aria-hidden="true" />} p="xs">
            You were invited with referral code <strong>{referralCode}</strong>. It is applied when you create
            your account.
          </Alert>
        )}
        <UsernameField
          description="At least 3 characters: letters, numbers, dots, hyphens or underscores"
          {...textField(form, 'username')}
        />
        <TextInput
          label="Email"
          description="Optional. Used to send you a password reset code."
          type="email"
          autoComplete="email"
          {...textField(form, 'email')}
        />
        <Controller
          control={form.control}
          name="emailConsent"
          render={({ field }) => (
            <EmailConsentCheckbox checked={field.value ?? false} onChange={field.onChange} />
          )}
        />
        <TextInput
          label="Display name"
          description="Optional. 2 to 50 characters."
          autoComplete="name"
          {...textField(form, 'displayName')}
        />
        <NewPasswordFields
          labels={['Password', 'Confirm password']}
          description="At least 6 characters"
          password={textField(form, 'password')}
          confirm={textField(form, 'confirmPassword')}
        />
        <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
          Create Account
        </Button>
      </Stack>
    </form>
  );
}
