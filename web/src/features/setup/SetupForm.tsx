import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { Button, Stack } from '@mantine/core';
import { type SetupFormValues, setupForm, setupRoutes } from '@reign/contract/setup';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { callApi } from '../../api';
import { useAuth } from '../../session';
import { EMPTY_NEW_ACCOUNT, NewAccountFields } from '../../ui/account-fields';
import { attempt } from '../../ui/toast';
import { SETUP_WORDS } from './setup-words';

/** The administrator's account: made with the link's token, then signed in and taken to /admin. */
export function SetupForm({ token }: { token: string }) {
  const { refreshUser } = useAuth();
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const form = useForm<SetupFormValues, unknown, z.output<typeof setupForm>>({
    resolver: zodResolver(setupForm),
    defaultValues: EMPTY_NEW_ACCOUNT,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const { confirmPassword: _confirm, ...account } = values;
    const created = await attempt(
      async () => {
        await callApi(setupRoutes.setupAdministrator, { body: { ...account, token } });
        await refreshUser({ force: true });
      },
      () => ({ title: t`Administrator created`, message: i18n._(SETUP_WORDS.created) }),
      t`Setup failed`,
      t`The administrator could not be created. Please try again.`,
    );
    if (created) navigate('/admin', { replace: true });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Create the administrator`}>
      <Stack gap="md">
        <NewAccountFields
          form={form}
          emailDescription={t`Optional. Needed for password reset codes once you confirm it.`}
        />
        <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
          {t`Become the administrator`}
        </Button>
      </Stack>
    </form>
  );
}
