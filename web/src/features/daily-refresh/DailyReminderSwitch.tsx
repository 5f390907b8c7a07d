import { useLingui } from '@lingui/react/macro';
import { Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useDailyReminder } from './reminder';

/**
 * Whether the 1 AM refresh shows a notification ('Today's scripture is ready') when the app is open
 * then; it lives in the Profile's Reminders card. Asks permission on turning on.
 */
export function DailyReminderSwitch() {
  const { t } = useLingui();
  const { on, supported, denied, toggle } = useDailyReminder();
  const [busy, setBusy] = useState(false);
  if (!supported) return null;
  return (
    <div>
      <Switch
        label={t`Notify me at the 1 AM refresh`}
        description={t`While Reign is open at 1 AM Central, a notification when the new day's scripture is ready`}
        checked={on}
        disabled={busy || denied}
        onChange={(event) => {
          setBusy(true);
          void toggle(event.currentTarget.checked).finally(() => setBusy(false));
        }}
      />
      {denied && (
        <Text size="xs" c="dimmed" mt={4}>
          {t`Notifications are blocked for this site in the browser's settings.`}
        </Text>
      )}
    </div>
  );
}
