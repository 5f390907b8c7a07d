import { useLingui } from '@lingui/react/macro';
import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';
import { useEffect, useId, useMemo } from 'react';
import { useServerToday } from '../../api';
import { setReadingHint } from '../../data/reading-plan-hint';
// not through data/index: the entry's chunk would carry it (docs/performance.md)
import { useReadingPlans } from '../../data/reading-plan-queries';
import { Link } from '../../ui/Link';
import { BehindBanner } from './BehindBanner';
import { DayReading } from './DayReading';
import { type PlanOnDate, planOnDate, planPlace } from './plan-today';

function PlanToday({ plan, showTitle }: { plan: PlanOnDate; showTitle: boolean }) {
  const { i18n } = useLingui();
  return (
    <Stack gap="sm">
      {showTitle || plan.today.length === 0 ? (
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{plan.title}</Text>
          <Text size="sm" c="dimmed">
            {planPlace(plan, i18n)}
          </Text>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {plan.title} · {planPlace(plan, i18n)}
        </Text>
      )}
      {plan.today.length > 0 && (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {plan.today.map((day) => (
            <DayReading key={day.day} planId={plan.plan.id} day={day} read={plan.read.has(day.day)} />
          ))}
        </Stack>
      )}
      <BehindBanner plan={plan} />
    </Stack>
  );
}

/**
 * 'Today's reading' (issue 38): each active plan's passages for today as links into the reader,
 * each day with 'Mark as read', and the behind banner. In the Renew step and on the saved day
 * (issue 51) it shows only with an active plan; on the overview it invites to start one.
 */
export default function TodayReadingCard({ where }: { where: 'renew' | 'saved' | 'overview' }) {
  const { t } = useLingui();
  const views = useReadingPlans();
  const today = useServerToday();
  const headingId = useId();
  const plans = useMemo(
    () => views?.filter((v) => v.plan.status === 'active').map((v) => planOnDate(v, today)),
    [views, today],
  );
  useEffect(() => {
    if (plans) setReadingHint(plans.length > 0);
  }, [plans]);
  if (!plans) return where === 'overview' ? <Skeleton height={120} radius="md" /> : null;
  if (plans.length === 0 && where !== 'overview') return null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <IconBook2 size={20} aria-hidden="true" color="var(--mantine-primary-color-filled)" />
          <Title order={where === 'renew' ? 3 : 2} size="h4" id={headingId}>
            {t`Today's reading`}
          </Title>
        </Group>
        <Anchor component={Link} to="/plans" size="sm">
          {plans.length > 0 ? t`All plans` : t`Reading plans`}
        </Anchor>
      </Group>
      {plans.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t`Read the Bible through with a plan: a year, the New Testament, the Psalms, or your own.`}{' '}
          <Anchor component={Link} to="/plans">
            {t`Choose a reading plan`}
          </Anchor>
        </Text>
      ) : (
        <Stack gap="lg">
          {plans.map((plan) => (
            <PlanToday key={plan.plan.id} plan={plan} showTitle={plans.length > 1} />
          ))}
        </Stack>
      )}
    </Card>
  );
}
