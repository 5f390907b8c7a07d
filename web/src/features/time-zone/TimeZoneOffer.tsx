import { Alert, Button, Group, Text } from '@mantine/core';
import { personTimeZone } from '@reign/domain';
import { useState } from 'react';
import { useTimeZone } from './use-time-zone';
import { deviceTimeZone, OFFER_DISMISSED_KEY, zoneLabel } from './zones';

function readDismissed(): string | null {
  try {
    return localStorage.getItem(OFFER_DISMISSED_KEY);
  } catch {
    return null;
  }
}

/**
 * When this device's zone is not the one the member's day turns in (America/Chicago until they
 * choose), an offer to use it: once per device zone, until taken or turned down.
 */
export function TimeZoneOffer() {
  const { ready, zone, choose } = useTimeZone();
  const [device] = useState(deviceTimeZone);
  const [dismissed, setDismissed] = useState(readDismissed);
  const current = personTimeZone(zone);
  if (!ready || !device || device === current || dismissed === device) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(OFFER_DISMISSED_KEY, device);
    } catch {
      // kept for this page only
    }
    setDismissed(device);
  };
  return (
    <Alert variant="light" title="Use this device's time zone?" data-testid="time-zone-offer">
      <Text size="sm">
        {`Your day turns at midnight in ${zoneLabel(current)}. This device is set to ${zoneLabel(device)}.`}
      </Text>
      <Group gap="xs" mt="sm">
        <Button size="compact-sm" onClick={() => choose(device)}>
          {`Use ${zoneLabel(device)}`}
        </Button>
        <Button size="compact-sm" variant="default" onClick={dismiss}>
          Not now
        </Button>
      </Group>
    </Alert>
  );
}
