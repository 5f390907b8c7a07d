import { useLingui } from '@lingui/react/macro';
import { Affix, Button, Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import { personTimeZone } from '@reign/domain';
import { useEffect, useState } from 'react';
import { useTimeZone } from './use-time-zone';
import { deviceTimeZone, OFFER_DISMISSED_KEY, zoneLabel } from './zones';

function readDismissed(): string | null {
  try {
    return localStorage.getItem(OFFER_DISMISSED_KEY);
  } catch {
    return null;
  }
}

/** How long after the dashboard is drawn the device's zone is read (then when the browser is idle). */
export const OFFER_SETTLE_MS = 4000;

/**
 * The device's zone, read once the page has settled: the first formatter with a time zone loads the
 * zone data (16 ms of one task on this machine, a long task on a phone, the largest of a new
 * device's dashboard start), which a suggestion should not cost the first seconds of the page.
 */
function useDeviceZoneLater(): string | null {
  const [device, setDevice] = useState<string | null>(null);
  useEffect(() => {
    let idle = 0;
    const read = () => setDevice(deviceTimeZone());
    const timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function')
        idle = window.requestIdleCallback(read, { timeout: 2000 });
      else read();
    }, OFFER_SETTLE_MS);
    return () => {
      window.clearTimeout(timer);
      if (idle) window.cancelIdleCallback(idle);
    };
  }, []);
  return device;
}

/**
 * When this device's zone is not the one the member's day turns in (America/Chicago until they
 * choose), an offer to use it: once per device zone, until taken or turned down. It floats at the
 * bottom of the screen (as the install banner does): it comes once the profile is read, after the
 * page is drawn, and must not push the page down then; and a few seconds after it (useDeviceZoneLater).
 */
export function TimeZoneOffer() {
  const { ready, zone, choose } = useTimeZone();
  const device = useDeviceZoneLater();
  const [dismissed, setDismissed] = useState(readDismissed);
  const { t, i18n } = useLingui();
  const current = personTimeZone(zone);
  if (!ready || !device || device === current || dismissed === device) return null;
  const zoneHere = zoneLabel(device, i18n.locale);
  const dayZone = zoneLabel(current, i18n.locale);
  const dismiss = () => {
    try {
      localStorage.setItem(OFFER_DISMISSED_KEY, device);
    } catch {
      // kept for this page only
    }
    setDismissed(device);
  };
  return (
    <Affix position={{ bottom: 16, left: 16, right: 16 }} zIndex={260}>
      <Paper
        component="section"
        aria-labelledby="time-zone-offer-title"
        data-testid="time-zone-offer"
        shadow="md"
        px="md"
        py="xs"
        radius="md"
        withBorder
        maw={520}
        mx="auto"
      >
        {/* one short line: it comes after the page is drawn, and is no reason to wait for it */}
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text size="sm" fw={600} id="time-zone-offer-title">
            {t`Use ${zoneHere} for your day?`}
          </Text>
          <VisuallyHidden>
            {t`Your day turns at midnight in ${dayZone}. This device is set to ${zoneHere}.`}
          </VisuallyHidden>
          <Group gap="xs" wrap="nowrap">
            <Button size="compact-sm" onClick={() => choose(device)}>
              {t`Use ${zoneHere}`}
            </Button>
            <Button size="compact-sm" variant="default" onClick={dismiss}>
              {t`Not now`}
            </Button>
          </Group>
        </Group>
      </Paper>
    </Affix>
  );
}
