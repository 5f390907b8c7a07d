import { Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useDailyReminder } from './reminder';

/** 'Daily reminder': a notification at 1 AM Central when the day's scripture is ready. Asks permission on turning on. */
export function DailyReminderSwitch() {
  const { on, supported, denied, toggle } = useDailyReminder();
  const [busy, setBusy] = useState(false);
  if (!supported) return null;
  return (
    <div>
      <Switch
        label="Daily reminder"
        description="A notification when the day's scripture is ready"
        checked={on}
        disabled={busy || denied}
        onChange={(event) => {
          setBusy(true);
          void toggle(event.currentTarget.checked).finally(() => setBusy(false));
        }}
      />
      {denied && (
        <Text size="xs" c="dimmed" mt={4}>
          Notifications are blocked for this site in the browser's settings.
        </Text>
      )}
    </div>
  );
}
