import { useLingui } from '@lingui/react/macro';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { BUILT_IN_PLANS, type BuiltInPlan } from '@reign/bible/reading-plans';
import { useState } from 'react';
import { useServerToday } from '../../api';
import { useFlushCircles } from '../../data/circle-reading';
import { planTitleLabel } from '../../i18n/shared/reading-plans';
import { useToastedMutation } from '../../ui/use-toasted-mutation';
import { setCircleReading } from './circle-reading-api';

/**
 * A leader's choice of the plan the circle reads together and the day it starts (today unless they
 * choose another). It replaces the plan the circle reads now, if any (`replacing`: the button says so).
 */
export function ChooseCirclePlan({
  circleId,
  replacing = false,
  onDone,
}: {
  circleId: string;
  replacing?: boolean;
  onDone?: () => void;
}) {
  const { t, i18n } = useLingui();
  const today = useServerToday();
  const [planKey, setPlanKey] = useState<string>(BUILT_IN_PLANS[0]?.key ?? 'gospels-30');
  const [startDate, setStartDate] = useState(today);
  const flush = useFlushCircles();
  const choose = useToastedMutation({
    run: () =>
      setCircleReading(circleId, {
        planKey: planKey as BuiltInPlan['key'],
        startDate,
      }),
    success: (_, reading) => ({
      title: planTitleLabel(i18n, reading),
      message: t`The circle is reading this plan together.`,
    }),
    failureTitle: t`The plan was not chosen`,
  });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        choose.mutate(undefined, {
          onSuccess: () => {
            void flush();
            onDone?.();
          },
        });
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label={t`Plan`}
          value={planKey}
          onChange={(e) => setPlanKey(e.currentTarget.value)}
          data={BUILT_IN_PLANS.map((p) => ({
            value: p.key,
            label: planTitleLabel(i18n, { planKey: p.key }),
          }))}
        />
        <TextInput
          type="date"
          label={t`Starts on`}
          value={startDate}
          required
          onChange={(e) => setStartDate(e.currentTarget.value)}
        />
        <Button type="submit" loading={choose.isPending}>
          {replacing ? t`Read this plan instead` : t`Read together`}
        </Button>
      </Group>
    </form>
  );
}
