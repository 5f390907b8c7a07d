import { useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { readingPlanDays } from '@reign/domain';
import { IconBook } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useCircleReading, useFlushCircles } from '../../data/circle-reading';
import { planTitleLabel } from '../../i18n/shared/reading-plans';
import { EmptyList } from '../../ui/EmptyList';
import { useToastedMutation } from '../../ui/use-toasted-mutation';
import { ChooseCirclePlan } from './ChooseCirclePlan';
import { CircleReadingDay } from './CircleReadingDay';
import { stopCircleReading } from './circle-reading-api';

/** A leader's way to choose another plan or stop reading together. */
function LeaderControls({ circleId }: { circleId: string }) {
  const { t } = useLingui();
  const [choosing, setChoosing] = useState(false);
  const flush = useFlushCircles();
  const stop = useToastedMutation({
    run: () => stopCircleReading(circleId),
    success: () => ({ title: t`Reading together`, message: t`The circle stopped reading together.` }),
    failureTitle: t`The circle is still reading this plan`,
  });
  if (choosing) return <ChooseCirclePlan circleId={circleId} replacing onDone={() => setChoosing(false)} />;
  return (
    <Group gap="xs">
      <Button variant="subtle" size="compact-sm" onClick={() => setChoosing(true)}>
        {t`Choose another plan`}
      </Button>
      <Button
        variant="subtle"
        color="red"
        size="compact-sm"
        loading={stop.isPending}
        onClick={() => stop.mutate(undefined, { onSuccess: () => void flush() })}
      >
        {t`Stop reading together`}
      </Button>
    </Group>
  );
}

/**
 * Reading together (issue 52): the plan the circle follows from its start date, the circle's day
 * with who has read it and the members' notes, from this device's database (offline too). Each
 * member's catch-up is their own: any earlier day can be read and marked. `leads`: the asking
 * person leads the circle (known online only), so may choose or stop the plan.
 */
export function CircleReading({
  circleId,
  leads,
  ifPulled = false,
}: {
  circleId: string;
  leads: boolean;
  ifPulled?: boolean;
}) {
  const { t, i18n } = useLingui();
  const data = useCircleReading(circleId);
  const reading = data?.reading ?? null;
  const days = useMemo(() => (reading ? readingPlanDays(reading) : []), [reading]);
  const headingId = `circle-reading-${circleId}`;
  if (ifPulled && !data?.pulled) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {t`Reading together`}
      </Title>
      {!data?.pulled ? (
        <Skeleton
          height={96}
          radius="md"
          role="status"
          aria-busy="true"
          aria-label={t`Loading the circle's reading`}
        />
      ) : !reading ? (
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <EmptyList
              compact
              icon={<IconBook aria-hidden="true" />}
              description={
                leads
                  ? t`Choose a plan to read together. Each member sees the circle's day, who has read it and the notes on it.`
                  : t`Your circle is not reading a plan together yet. A leader can choose one.`
              }
            />
            {leads && <ChooseCirclePlan circleId={circleId} />}
          </Stack>
        </Paper>
      ) : (
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Text fw={600}>{planTitleLabel(i18n, reading)}</Text>
            <CircleReadingDay
              key={reading.id}
              reading={reading}
              days={days}
              marks={data.marks}
              notes={data.notes}
              leads={leads}
            />
            {leads && <LeaderControls circleId={circleId} />}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
