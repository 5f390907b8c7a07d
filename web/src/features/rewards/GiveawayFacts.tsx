import { Badge, Group } from '@mantine/core';
import type { Giveaway } from '@reign/contract';
import { IconClock, IconTrophy } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { startsIn, timeRemaining } from './giveaway-rules';
import { useMinuteClock } from './use-minute-clock';

export function formatDateTime(iso: string): string {
  return dayjs(iso).format('MMM D, YYYY h:mm A');
}

/** The point requirement and the time remaining (or 'Starts in …'), as badges that tick each minute. */
export function GiveawayFacts({ giveaway }: { giveaway: Giveaway }) {
  const now = useMinuteClock();
  const notYet = startsIn(giveaway.startDate, now);
  return (
    <Group gap="xs">
      <Badge
        tt="none"
        variant="light"
        color="yellow"
        leftSection={<IconTrophy size={12} aria-hidden="true" />}
      >
        {giveaway.pointRequirement} points to enter
      </Badge>
      <Badge
        tt="none"
        variant="light"
        color={notYet ? 'blue' : 'gray'}
        leftSection={<IconClock size={12} aria-hidden="true" />}
        aria-label={notYet ?? `Time remaining: ${timeRemaining(giveaway.endDate, now)}`}
      >
        {notYet ?? timeRemaining(giveaway.endDate, now)}
      </Badge>
    </Group>
  );
}
