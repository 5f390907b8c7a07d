import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { personTimeZone } from '@reign/domain';
import { useMemo } from 'react';
import { useTimeZone } from './use-time-zone';
import { deviceTimeZone, zoneChoices, zoneLabel, zoneRegion } from './zones';

/**
 * The Profile's 'Time zone': the zone the member's day turns in (plans, 'today', streaks, the
 * morning reminder), searchable, the device's zone first. Saved as soon as it is chosen. Its own
 * chunk: the list of zones is not part of any first load.
 */
export default function TimeZoneSelect() {
  const { ready, zone, choose } = useTimeZone();
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  // each zone by its city, grouped by region ('Honolulu' under 'Pacific'); this device's first
  const data = useMemo(() => {
    const device = deviceTimeZone();
    const groups = new Map<string, { value: string; label: string }[]>();
    for (const z of zoneChoices(device)) {
      const group = z === device ? t`This device` : (zoneRegion(z, locale) ?? t`Other`);
      groups.set(group, [...(groups.get(group) ?? []), { value: z, label: zoneLabel(z, locale) }]);
    }
    return [...groups].map(([group, items]) => ({ group, items }));
  }, [locale, t]);
  return (
    <Select
      label={t`Time zone`}
      description={t`Your day turns at midnight here: your plans, today, streaks and the morning reminder. Saved as soon as you choose.`}
      data={data}
      value={personTimeZone(zone)}
      searchable
      allowDeselect={false}
      disabled={!ready}
      nothingFoundMessage={t`No time zone by that name`}
      onChange={(next) => {
        if (next && next !== personTimeZone(zone)) choose(next);
      }}
    />
  );
}
