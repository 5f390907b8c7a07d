import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import { type ChangePasswordFormValues, changePasswordForm } from '@reign/contract/auth';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorCode } from '../../api';
import { spokenWords } from '../../i18n/shared-words';
import { NewPasswordFields, PasswordField } from '../../ui/account-fields';
import { textField } from '../../ui/form-fields';
import { showFailure, showToast } from '../../ui/toast';
import { securityApi } from './security-api';

const EMPTY: ChangePasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * 'Change password': the current one, the new one twice (the sign-up rules, checked before sending).
 * A wrong current password is said at its field; on success every other device is signed out and
 * this one stays signed in.
 */
export function ChangePasswordForm({ online }: { online: boolean }) {
  const { t } = useLingui();
  const form = useForm<ChangePasswordFormValues, unknown, z.output<typeof changePasswordForm>>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: EMPTY,
  });

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      const answer = await securityApi.changePassword({ currentPassword, newPassword });
      form.reset(EMPTY);
      showToast({ title: t`Password changed`, message: spokenWords(answer), variant: 'success' });
    } catch (err) {
      if (errorCode(err) === 'invalid_credentials') {
        form.setError('currentPassword', { message: (err as Error).message }, { shouldFocus: true });
      }
      showFailure(t`Password not changed`, err);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Change password`}>
      <Stack gap="sm">
        <PasswordField
          label={t`Current password`}
          autoComplete="current-password"
          {...textField(form, 'currentPassword')}
        />
        <NewPasswordFields
          labels={[t`New password`, t`Confirm new password`]}
          description={t`At least 6 characters`}
          password={textField(form, 'newPassword')}
          confirm={textField(form, 'confirmPassword')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.formState.isSubmitting} disabled={!online}>
            {t`Change password`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
