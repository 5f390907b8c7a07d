import { Badge, Group } from '@mantine/core';
import type { Giveaway } from '@reign/contract';
import { IconClock, IconTrophy } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { timeRemaining } from './giveaway-rules';

export function formatDateTime(iso: string): string {
  return dayjs(iso).format('MMM D, YYYY h:mm A');
}

/** The point requirement and the time remaining, as badges. */
export function GiveawayFacts({ giveaway }: { giveaway: Giveaway }) {
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
      <Badge tt="none" variant="light" color="gray" leftSection={<IconClock size={12} aria-hidden="true" />}>
        {timeRemaining(giveaway.endDate)}
      </Badge>
    </Group>
  );
}
