import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, Group } from '@mantine/core';
import type { Giveaway } from '@reign/contract';
import { IconClock, IconTrophy } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { chosenTimeZone } from '../../api';
import { i18n } from '../../i18n';
import { startsIn, timeRemaining } from './giveaway-rules';
import { useMinuteClock } from './use-minute-clock';

/**
 * A giveaway's start or end as 'Nov 27, 2026 9:00 PM' ('27 nov 2026, 21:00' in Spanish): in the zone
 * the member chose for their day (issue 39), else in the device's.
 */
export function formatDateTime(
  iso: string,
  zone: string | null = chosenTimeZone(),
  locale: string = i18n.locale,
): string {
  if (locale !== 'en') {
    const at = new Date(iso);
    if (Number.isNaN(at.getTime())) return iso;
    return new Intl.DateTimeFormat(locale, {
      ...(zone ? { timeZone: zone } : {}),
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(at);
  }
  if (!zone) return dayjs(iso).format('MMM D, YYYY h:mm A');
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(new Date(iso))
      .map((x) => [x.type, x.value]),
  );
  return `${p.month} ${p.day}, ${p.year} ${p.hour}:${p.minute} ${p.dayPeriod}`;
}

/** The point requirement and the time remaining (or 'Starts in …'), as badges that tick each minute. */
export function GiveawayFacts({ giveaway }: { giveaway: Giveaway }) {
  const now = useMinuteClock();
  const { t, i18n } = useLingui();
  const notYet = startsIn(giveaway.startDate, now, i18n);
  const remaining = timeRemaining(giveaway.endDate, now, i18n);
  const requirement = giveaway.pointRequirement;
  return (
    <Group gap="xs">
      <Badge
        tt="none"
        variant="light"
        color="yellow"
        leftSection={<IconTrophy size={12} aria-hidden="true" />}
      >
        {t`${plural(requirement, { one: '# point to enter', other: '# points to enter' })}`}
      </Badge>
      <Badge
        tt="none"
        variant="light"
        color={notYet ? 'blue' : 'gray'}
        leftSection={<IconClock size={12} aria-hidden="true" />}
        aria-label={notYet ?? t`Time remaining: ${remaining}`}
      >
        {notYet ?? remaining}
      </Badge>
    </Group>
  );
}
