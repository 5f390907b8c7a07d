import { useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useMutations } from '../../data';
import { ConfirmDeleteButton } from '../../ui/ConfirmDeleteButton';
import { dayLabel } from '../../ui/day-label';
import { attempt } from '../../ui/toast';
import { BehindBanner } from './BehindBanner';
import { DayReading } from './DayReading';
import { type PlanOnDate, planPlace } from './plan-today';

/** Days shown around today before 'Show all days'. */
const AROUND = 7;

/** One started plan: where it is, the behind banner, its days with ticks, stop or resume, delete. */
export function PlanDetail({ plan, onDeleted }: { plan: PlanOnDate; onDeleted: () => void }) {
  const { t, i18n } = useLingui();
  const { updateReadingPlan, deleteReadingPlan } = useMutations();
  const { title, length } = plan;
  // the day in the person's language ('viernes, 20 de noviembre de 2026'), not ISO (issue 51)
  const startDate = dayLabel(plan.plan.startDate, 'long', i18n.locale);
  const [all, setAll] = useState(false);
  const active = plan.plan.status === 'active';
  const centre = Math.min(Math.max(plan.dayOfPlan, 1), plan.length);
  const first = all ? 1 : Math.max(1, centre - AROUND);
  const last = all ? plan.length : Math.min(plan.length, centre + AROUND);
  const shown = plan.days.slice(first - 1, last);
  const readCount = plan.read.size;
  const setStatus = () =>
    attempt(
      () => updateReadingPlan(plan.plan.id, { status: active ? 'stopped' : 'active' }),
      () =>
        active
          ? { title: t`Plan stopped`, message: t`Your days read are kept.` }
          : { title: t`Plan resumed`, message: plan.title },
      t`Could not change the plan`,
    );
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={plan.title}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h3">
              {plan.title}
            </Title>
            <Text size="sm" c="dimmed">
              {active ? planPlace(plan, i18n) : t`Stopped`} · {t`started ${startDate}`}
            </Text>
          </div>
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => void setStatus()}>
              {active ? t`Stop plan` : t`Resume plan`}
            </Button>
            <ConfirmDeleteButton
              label={t`Delete ${title}`}
              question={t`The plan leaves your list on every device. Nothing else you wrote is touched.`}
              onConfirm={async () => {
                await deleteReadingPlan(plan.plan.id);
                onDeleted();
              }}
            />
          </Group>
        </Group>
        <div>
          <Text size="sm" mb={4}>
            {t`${readCount} of ${length} days read`}
          </Text>
          <Progress
            value={(readCount / Math.max(plan.length, 1)) * 100}
            aria-label={t`${title}: ${readCount} of ${length} days read`}
          />
        </div>
        <BehindBanner plan={plan} />
        <Stack
          gap="md"
          component="ol"
          aria-label={t`Days`}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {shown.map((day) => (
            <DayReading
              key={day.day}
              planId={plan.plan.id}
              day={day}
              read={plan.read.has(day.day)}
              showLinks={day.day === centre}
            />
          ))}
        </Stack>
        {plan.length > shown.length || all ? (
          <Button variant="subtle" size="xs" w="fit-content" onClick={() => setAll(!all)}>
            {all ? t`Show the days around today` : t`Show all ${length} days`}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
