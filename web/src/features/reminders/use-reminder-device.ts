import { useLingui } from '@lingui/react/macro';
import type { ReminderSettings } from '@reign/contract/reminders';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../api';
import { useAuth } from '../../session';
import { showFailure, showToast } from '../../ui/toast';
import { ReminderSetupError, turnOffThisDevice, turnOnThisDevice } from './device-push';
import { notificationsDenied, pushSupported, useDeviceOn } from './device-state';

/**
 * This device's morning reminder: whether it is on, and turning it on (which asks notification
 * permission) or off, with a toast when that fails. `onChange` gets the server's settings after a
 * change, or null after turning off.
 */
export function useReminderDevice(onChange?: (settings: ReminderSettings | null) => void) {
  const userId = useAuth().user?.id;
  const on = useDeviceOn(userId);
  const [busy, setBusy] = useState(false);
  const { t, i18n } = useLingui();
  const [denied, setDenied] = useState(notificationsDenied);

  const turnOn = useCallback(async (): Promise<ReminderSettings | null> => {
    if (userId === undefined) return null;
    setBusy(true);
    try {
      const settings = await turnOnThisDevice(userId);
      onChange?.(settings);
      return settings;
    } catch (err) {
      if (err instanceof ReminderSetupError && err.reason === 'denied') setDenied(notificationsDenied());
      showToast({
        title: t`Could not turn on the morning reminder`,
        message:
          err instanceof ReminderSetupError
            ? i18n._(err.words)
            : errorMessage(err, t`Please try again later.`),
        variant: 'error',
      });
      return null;
    } finally {
      setBusy(false);
    }
  }, [userId, onChange, t, i18n]);

  const turnOff = useCallback(async () => {
    setBusy(true);
    try {
      await turnOffThisDevice();
      onChange?.(null);
    } catch (err) {
      showFailure(
        t`Could not turn off the morning reminder`,
        err,
        t`Please check your connection and try again.`,
      );
    } finally {
      setBusy(false);
    }
  }, [onChange, t]);

  return { supported: pushSupported(), denied, on, busy, turnOn, turnOff };
}
