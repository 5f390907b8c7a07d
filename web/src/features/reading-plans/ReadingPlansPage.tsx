import { useLingui } from '@lingui/react/macro';
import { Anchor, Container, Group, Progress, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useServerToday } from '../../api';
import { setReadingHint } from '../../data/reading-plan-hint';
// not through data/index: the entry's chunk would carry it (docs/performance.md)
import { useReadingPlans } from '../../data/reading-plan-queries';
import { EmptyList } from '../../ui/EmptyList';
import { SkeletonInPlaceOf } from '../../ui/SkeletonInPlaceOf';
import { usePageTitle } from '../../ui/use-page-title';
import { CustomPlanForm } from './CustomPlanForm';
import { PlanCatalogue } from './PlanCatalogue';
import { PlanDetail } from './PlanDetail';
import { type PlanOnDate, planOnDate, planPlace } from './plan-today';

function PlanRow({ plan, selected, onOpen }: { plan: PlanOnDate; selected: boolean; onOpen: () => void }) {
  const { t, i18n } = useLingui();
  const stopped = plan.plan.status !== 'active';
  const { title, length } = plan;
  const readCount = plan.read.size;
  return (
    <li>
      <UnstyledButton onClick={onOpen} aria-current={selected ? 'true' : undefined} w="100%" p="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs" mb={4}>
          <Text fw={selected ? 700 : 500} truncate>
            {plan.title}
          </Text>
          <Text size="sm" c="dimmed">
            {stopped ? t`Stopped` : planPlace(plan, i18n)}
          </Text>
        </Group>
        <Progress
          value={(plan.read.size / Math.max(plan.length, 1)) * 100}
          aria-label={t`${title}: ${readCount} of ${length} days read`}
        />
      </UnstyledButton>
    </li>
  );
}

/**
 * Reading plans (issue 38): the person's plans with their progress, the chosen one's days with
 * ticks, the catalogue and 'Make your own'. Read from this device's database: guests too, offline.
 * Free for everyone (docs/decisions.md).
 */
export function ReadingPlansPage() {
  const { t } = useLingui();
  usePageTitle(t`Reading plans`);
  const views = useReadingPlans();
  const today = useServerToday();
  const [params, setParams] = useSearchParams();
  const plans = useMemo(() => views?.map((v) => planOnDate(v, today)), [views, today]);
  const chosenId = params.get('plan');
  const chosen = plans?.find((p) => p.plan.id === chosenId) ?? plans?.find((p) => p.plan.status === 'active');
  const open = (id: string) => setParams({ plan: id }, { replace: true });
  const noPlan = (
    <EmptyList
      icon={<IconBook2 size={28} aria-hidden="true" />}
      title={t`No plan yet`}
      description={t`Choose a plan below and start it today or on any day you like.`}
      compact
    />
  );
  useEffect(() => {
    if (plans) setReadingHint(plans.some((p) => p.plan.status === 'active'));
  }, [plans]);

  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <div>
          <Title order={1}>{t`Reading plans`}</Title>
          <Text c="dimmed">{t`Read the Bible through, a little each day. Every plan is free.`}</Text>
        </div>
        <Stack gap="md" component="section" aria-labelledby="your-plans-heading">
          <Title order={2} size="h3" id="your-plans-heading">
            {t`Your plans`}
          </Title>
          {!plans ? (
            <SkeletonInPlaceOf label={t`Loading your plans`}>{noPlan}</SkeletonInPlaceOf>
          ) : plans.length === 0 ? (
            noPlan
          ) : (
            <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {plans.map((plan) => (
                <PlanRow
                  key={plan.plan.id}
                  plan={plan}
                  selected={plan === chosen}
                  onOpen={() => open(plan.plan.id)}
                />
              ))}
            </Stack>
          )}
          {chosen && (
            <PlanDetail
              key={chosen.plan.id}
              plan={chosen}
              onDeleted={() => setParams({}, { replace: true })}
            />
          )}
        </Stack>
        <Stack gap="md" component="section" aria-labelledby="catalogue-heading">
          <Title order={2} size="h3" id="catalogue-heading">
            {t`Start a plan`}
          </Title>
          <PlanCatalogue onStarted={open} />
        </Stack>
        <Stack gap="md" component="section" aria-labelledby="own-plan-heading">
          <Title order={2} size="h3" id="own-plan-heading">
            {t`Make your own`}
          </Title>
          <Text size="sm" c="dimmed">
            {t`Choose books and how many days; each day takes about the same time. At most 2 years.`}{' '}
            <Anchor href="#catalogue-heading" size="sm">
              {t`Or pick a plan above.`}
            </Anchor>
          </Text>
          <CustomPlanForm onStarted={open} />
        </Stack>
      </Stack>
    </Container>
  );
}
