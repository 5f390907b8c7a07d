import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type DeleteAccountBody, deleteAccountBody } from '@reign/contract/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { errorCode } from '../../api';
import { useOnline } from '../../data';
import { useDataSession } from '../../data/context';
import { spokenWords } from '../../i18n/shared-words';
import { clearCachedSession } from '../../pwa/session-cache';
import { useAuth } from '../../session';
import { PasswordField } from '../../ui/account-fields';
import { textField } from '../../ui/form-fields';
import { SectionCard } from '../../ui/SectionCard';
import { showFailure, showToast } from '../../ui/toast';
import { forgetDeletedAccount } from './forget-deleted-account';
import { securityApi } from './security-api';

/**
 * 'Delete account': everything the person has on this server goes, their shared requests and
 * prayers leave their circles (docs/decisions.md 'Deleting an account'), and this device forgets
 * the account. The password proves it is them; it needs a connection.
 */
export function DeleteAccountCard() {
  const { t } = useLingui();
  const { user, refreshUser } = useAuth();
  const online = useOnline();
  const session = useDataSession();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const form = useForm<DeleteAccountBody, unknown, z.output<typeof deleteAccountBody>>({
    resolver: zodResolver(deleteAccountBody),
    defaultValues: { password: '' },
  });
  // the administrator's account runs the server: it stays (the server says 409 too)
  if (!user || user.isAdmin) return null;

  const close = () => {
    setOpened(false);
    form.reset();
  };
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const answer = await securityApi.deleteAccount(body);
      showToast({ title: t`Account deleted`, message: spokenWords(answer), variant: 'success' });
      // to / at once, before anything is awaited: signed out on the profile (the sync engine's next
      // 401 can say so any moment now), the page would go to the sign-in screen. Then signed out
      // (the server says so now, and the worker's copy of the account is gone), then the device
      // forgets the account's data.
      navigate('/', { replace: true });
      await clearCachedSession();
      await refreshUser({ force: true }).catch(() => null);
      await forgetDeletedAccount(user.id, session);
    } catch (err) {
      if (errorCode(err) === 'invalid_credentials') {
        form.setError('password', { message: (err as Error).message }, { shouldFocus: true });
      }
      showFailure(t`Account not deleted`, err);
    }
  });

  return (
    <SectionCard title={t`Delete account`}>
      <Text size="sm" c="dimmed">
        {t`Deleting your account removes your plans, goals, tasks, prayer requests, notes and everything else from this server and this device. Requests you shared leave your circles. Export your data first to keep a copy.`}
      </Text>
      <Button
        variant="outline"
        color="red"
        onClick={() => setOpened(true)}
        disabled={!online}
        style={{ alignSelf: 'flex-start' }}
      >
        {t`Delete account…`}
      </Button>
      <Modal opened={opened} onClose={close} title={t`Delete your account?`} centered>
        <form onSubmit={onSubmit} noValidate aria-label={t`Delete account`}>
          <Stack gap="sm">
            <Text size="sm">{t`This cannot be undone. Type your password to delete your account for good.`}</Text>
            <PasswordField
              label={t`Password`}
              autoComplete="current-password"
              {...textField(form, 'password')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t`Cancel`}
              </Button>
              <Button type="submit" color="red" loading={form.formState.isSubmitting} disabled={!online}>
                {t`Delete my account`}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </SectionCard>
  );
}
