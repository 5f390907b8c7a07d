import { useLingui } from '@lingui/react/macro';
import { Switch } from '@mantine/core';
import { type ReminderSettings, reminderRoutes } from '@reign/contract/reminders';
import { useState } from 'react';
import { callApi } from '../../api';
import { showFailure } from '../../ui/toast';

/**
 * 'When someone prays for me' (issue 52): a member's 'I prayed' for one of the person's requests
 * shared with a circle reaches the devices that get the morning reminder, unless turned off here.
 * Shown once a device gets the reminder (the server has nowhere to send it before).
 */
export function PrayedForYouSwitch({
  settings,
  onSaved,
}: {
  settings: ReminderSettings;
  onSaved: (settings: ReminderSettings) => void;
}) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const save = async (on: boolean) => {
    setBusy(true);
    try {
      onSaved(await callApi(reminderRoutes.savePrayedPush, { body: { on } }));
    } catch (err) {
      showFailure(t`Not saved`, err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Switch
      label={t`When someone prays for me`}
      description={t`A notification when someone in your circles prays for a request you shared`}
      checked={settings.prayedForYou}
      disabled={busy}
      onChange={(event) => void save(event.currentTarget.checked)}
    />
  );
}
