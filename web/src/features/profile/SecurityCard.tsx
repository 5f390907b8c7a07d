import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Divider, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useOnline } from '../../data';
import { useAuth } from '../../session';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { SectionCard } from '../../ui/SectionCard';
import { attempt, titled } from '../../ui/toast';
import { ChangePasswordForm } from './ChangePasswordForm';
import { securityApi } from './security-api';

/**
 * The profile's 'Security' section: change the password, and sign out on every other device (a lost
 * phone, a shared computer). Both end the account's other sessions on the server and keep this one;
 * both need the server, so offline they say 'Needs a connection' and wait.
 */
export function SecurityCard() {
  const { user } = useAuth();
  const online = useOnline();
  const [confirming, setConfirming] = useState(false);
  const { t } = useLingui();
  if (!user) return null;

  const signOutEverywhere = async () => {
    await attempt(
      securityApi.signOutEverywhere,
      titled(t`Signed out everywhere else`),
      t`Could not sign out the other devices`,
    );
    setConfirming(false);
  };

  return (
    <SectionCard title={t`Security`}>
      {!online && (
        <Alert variant="light" color="gray" icon={<IconWifiOff size={18} />} title={t`Needs a connection`}>
          {t`Changing your password and signing out other devices work once you are back online.`}
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        {t`A new password signs you out on every other device; this one stays signed in.`}
      </Text>
      <ChangePasswordForm online={online} />
      <Divider />
      <Text size="sm" c="dimmed">
        {t`Lost a phone, or signed in on a shared computer? End every session but this one.`}
      </Text>
      <Button
        variant="light"
        color="red"
        onClick={() => setConfirming(true)}
        disabled={!online}
        style={{ alignSelf: 'flex-start' }}
      >
        {t`Sign out everywhere else`}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={t`Sign out everywhere else?`}
        message={t`Every other device and browser signed in to your account is signed out. You stay signed in here.`}
        confirmLabel={t`Sign out other devices`}
        onConfirm={signOutEverywhere}
        onClose={() => setConfirming(false)}
      />
    </SectionCard>
  );
}
