import { useLingui } from '@lingui/react/macro';
import { Stack, Switch } from '@mantine/core';
import { type ReminderSettings, reminderRoutes } from '@reign/contract/reminders';
import { useState } from 'react';
import { callApi } from '../../api';
import { showFailure } from '../../ui/toast';

type Which = 'prayedForYou' | 'answeredInCircles' | 'readingInCircles';

const ROUTES = {
  prayedForYou: reminderRoutes.savePrayedPush,
  answeredInCircles: reminderRoutes.saveAnsweredPush,
  readingInCircles: reminderRoutes.saveReadingPush,
} as const;

/**
 * The circles' notifications (issue 52), each on until turned off here: 'Ana prayed for you' for a
 * request the person shared, and 'An answered prayer in Home group' for one shared with a circle of
 * theirs, and each circle's day to read. They reach the devices that get the morning reminder, so they show once one does.
 */
export function CirclePushSwitches({
  settings,
  onSaved,
}: {
  settings: ReminderSettings;
  onSaved: (settings: ReminderSettings) => void;
}) {
  const { t } = useLingui();
  const [busy, setBusy] = useState<Which | null>(null);
  const save = async (which: Which, on: boolean) => {
    setBusy(which);
    try {
      onSaved(await callApi(ROUTES[which], { body: { on } }));
    } catch (err) {
      showFailure(t`Not saved`, err);
    } finally {
      setBusy(null);
    }
  };
  const words: Record<Which, { label: string; description: string }> = {
    prayedForYou: {
      label: t`When someone prays for me`,
      description: t`A notification when someone in your circles prays for a request you shared`,
    },
    answeredInCircles: {
      label: t`When a prayer in my circles is answered`,
      description: t`A notification when a request shared with one of your circles is marked answered`,
    },
    readingInCircles: {
      label: t`My circles' reading of the day`,
      description: t`At your reminder time, the day's reading of each circle you read with, until you have read it`,
    },
  };
  return (
    <Stack gap="sm">
      {(['prayedForYou', 'answeredInCircles', 'readingInCircles'] as const).map((which) => (
        <Switch
          key={which}
          label={words[which].label}
          description={words[which].description}
          checked={settings[which]}
          disabled={busy === which}
          onChange={(event) => void save(which, event.currentTarget.checked)}
        />
      ))}
    </Stack>
  );
}
