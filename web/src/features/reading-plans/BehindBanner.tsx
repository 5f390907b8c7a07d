import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import { catchUpChanges, restartChanges } from '@reign/domain';
import { IconCalendarRepeat } from '@tabler/icons-react';
import { useServerToday } from '../../api';
import { useMutations } from '../../data';
import { behindLabel } from '../../i18n/shared/reading-plans';
import { attempt } from '../../ui/toast';
import type { PlanOnDate } from './plan-today';

/**
 * 'You are 3 days behind', without blame: catch up over the next week (the missed days spread on
 * top of each day) or start again from today (the plan moves). Neither removes any day read.
 */
export function BehindBanner({ plan }: { plan: PlanOnDate }) {
  const { t, i18n } = useLingui();
  const { updateReadingPlan } = useMutations();
  const today = useServerToday();
  if (plan.behind.length === 0 || plan.plan.status !== 'active') return null;
  const catchUp = () =>
    attempt(
      () => updateReadingPlan(plan.plan.id, catchUpChanges(plan.plan, plan.length, plan.read, today)),
      () => ({ title: t`Catching up`, message: t`The missed days are spread over the next 7 days.` }),
      t`Could not change the plan`,
    );
  const restart = () =>
    attempt(
      () => updateReadingPlan(plan.plan.id, restartChanges(plan.length, plan.read, today)),
      () => ({ title: t`Starting again from today`, message: t`Every day you read is kept.` }),
      t`Could not change the plan`,
    );
  return (
    <Alert
      variant="light"
      color="yellow"
      icon={<IconCalendarRepeat size={20} aria-hidden="true" />}
      title={behindLabel(i18n, plan.behind.length)}
    >
      <Text size="sm" mb="sm">
        {t`That is all right. Choose what suits you; nothing you have read is lost.`}
      </Text>
      <Group gap="sm">
        <Button size="xs" onClick={() => void catchUp()}>
          {t`Catch up over the next week`}
        </Button>
        <Button size="xs" variant="default" onClick={() => void restart()}>
          {t`Start again from today`}
        </Button>
      </Group>
    </Alert>
  );
}
