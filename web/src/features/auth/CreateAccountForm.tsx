import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type RegisterFormValues, registerForm } from '@reign/contract';
import { IconGift } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { forgetReferralCode } from './referral-code';
import { useAuthActions } from './use-auth-actions';

export function CreateAccountForm({ referralCode }: { referralCode: string | null }) {
  const { signUp } = useAuthActions();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormValues, unknown, z.output<typeof registerForm>>({
    resolver: zodResolver(registerForm),
    defaultValues: { username: '', email: '', displayName: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
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
        <TextInput
          label="Username"
          description="At least 3 characters: letters, numbers, dots, hyphens or underscores"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={errors.username?.message}
          {...register('username')}
        />
        <TextInput
          label="Email"
          description="Optional. Used to send you a password reset code."
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextInput
          label="Display name"
          description="Optional. 2 to 50 characters."
          autoComplete="name"
          error={errors.displayName?.message}
          {...register('displayName')}
        />
        <PasswordInput
          label="Password"
          description="At least 6 characters"
          autoComplete="new-password"
          required
          visibilityToggleFocusable
          error={errors.password?.message}
          aria-invalid={errors.password ? true : undefined}
          {...register('password')}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          required
          visibilityToggleFocusable
          error={errors.confirmPassword?.message}
          aria-invalid={errors.confirmPassword ? true : undefined}
          {...register('confirmPassword')}
        />
        <Button type="submit" loading={isSubmitting} fullWidth>
          Create Account
        </Button>
      </Stack>
    </form>
  );
}
