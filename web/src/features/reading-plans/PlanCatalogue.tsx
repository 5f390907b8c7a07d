import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { BUILT_IN_PLANS, type BuiltInPlan } from '@reign/bible/reading-plans';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useServerToday } from '../../api';
import { planDescriptionLabel, planTitleLabel } from '../../i18n/shared/reading-plans';
import { dayLabel } from '../../ui/day-label';
import { minutesLabel } from './plan-today';
import { useStartPlan } from './use-start-plan';

function PlanOffer({ plan, onStarted }: { plan: BuiltInPlan; onStarted: (id: string) => void }) {
  const { t, i18n } = useLingui();
  const today = useServerToday();
  const startPlan = useStartPlan();
  const [startDate, setStartDate] = useState(today);
  const [busy, setBusy] = useState(false);
  const days = plan.days;
  const planName = planTitleLabel(i18n, { planKey: plan.key });
  const start = async () => {
    setBusy(true);
    const title = planName;
    const when = dayLabel(startDate, 'long', i18n.locale);
    const id = await startPlan({ planKey: plan.key, startDate }, t`${title} starts on ${when}.`);
    setBusy(false);
    if (id) onStarted(id);
  };
  return (
    <Card withBorder radius="md" padding="md" component="li">
      <Stack gap="xs" h="100%">
        <Title order={3} size="h5">
          {planName}
        </Title>
        <Text size="sm">{planDescriptionLabel(i18n, plan)}</Text>
        <Text size="sm" c="dimmed">
          {t`${plural(days, { one: '# day', other: '# days' })}`} ·{' '}
          {minutesLabel({ planKey: plan.key, customBooks: [], customDays: null }, i18n)}
        </Text>
        <Group align="flex-end" gap="sm" mt="auto">
          <TextInput
            type="date"
            label={t`Start on`}
            value={startDate}
            onChange={(e) => setStartDate(e.currentTarget.value)}
            size="xs"
            w={150}
          />
          <Button
            size="xs"
            loading={busy}
            disabled={!startDate}
            onClick={() => void start()}
            leftSection={<IconPlayerPlay size={14} aria-hidden="true" />}
            aria-label={t`Start ${planName}`}
          >
            {t`Start`}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** The built-in plans, each with its length and minutes a day, started on a chosen date. */
export function PlanCatalogue({ onStarted }: { onStarted: (id: string) => void }) {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2 }}
      spacing="md"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {BUILT_IN_PLANS.map((plan) => (
        <PlanOffer key={plan.key} plan={plan} onStarted={onStarted} />
      ))}
    </SimpleGrid>
  );
}
