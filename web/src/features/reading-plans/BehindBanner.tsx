import { Alert, Button, Group, Text } from '@mantine/core';
import { behindMessage, catchUpChanges, restartChanges } from '@reign/domain';
import { IconCalendarRepeat } from '@tabler/icons-react';
import { useServerToday } from '../../api';
import { useMutations } from '../../data';
import { attempt } from '../../ui/toast';
import type { PlanOnDate } from './plan-today';

/**
 * 'You are 3 days behind', without blame: catch up over the next week (the missed days spread on
 * top of each day) or start again from today (the plan moves). Neither removes any day read.
 */
export function BehindBanner({ plan }: { plan: PlanOnDate }) {
  const { updateReadingPlan } = useMutations();
  const today = useServerToday();
  if (plan.behind.length === 0 || plan.plan.status !== 'active') return null;
  const catchUp = () =>
    attempt(
      () => updateReadingPlan(plan.plan.id, catchUpChanges(plan.plan, plan.length, plan.read, today)),
      () => ({ title: 'Catching up', message: 'The missed days are spread over the next 7 days.' }),
      'Could not change the plan',
    );
  const restart = () =>
    attempt(
      () => updateReadingPlan(plan.plan.id, restartChanges(plan.length, plan.read, today)),
      () => ({ title: 'Starting again from today', message: 'Every day you read is kept.' }),
      'Could not change the plan',
    );
  return (
    <Alert
      variant="light"
      color="yellow"
      icon={<IconCalendarRepeat size={20} aria-hidden="true" />}
      title={behindMessage(plan.behind.length)}
    >
      <Text size="sm" mb="sm">
        That is all right. Choose what suits you; nothing you have read is lost.
      </Text>
      <Group gap="sm">
        <Button size="xs" onClick={() => void catchUp()}>
          Catch up over the next week
        </Button>
        <Button size="xs" variant="default" onClick={() => void restart()}>
          Start again from today
        </Button>
      </Group>
    </Alert>
  );
}
