import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { BUILT_IN_PLANS, type BuiltInPlan } from '@reign/bible/reading-plans';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useServerToday } from '../../api';
import { minutesLabel } from './plan-today';
import { useStartPlan } from './use-start-plan';

function PlanOffer({ plan, onStarted }: { plan: BuiltInPlan; onStarted: (id: string) => void }) {
  const today = useServerToday();
  const startPlan = useStartPlan();
  const [startDate, setStartDate] = useState(today);
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    const id = await startPlan({ planKey: plan.key, startDate }, `${plan.title} starts on ${startDate}.`);
    setBusy(false);
    if (id) onStarted(id);
  };
  return (
    <Card withBorder radius="md" padding="md" component="li">
      <Stack gap="xs" h="100%">
        <Title order={3} size="h5">
          {plan.title}
        </Title>
        <Text size="sm">{plan.description}</Text>
        <Text size="sm" c="dimmed">
          {plan.days} days · {minutesLabel({ planKey: plan.key, customBooks: [], customDays: null })}
        </Text>
        <Group align="flex-end" gap="sm" mt="auto">
          <TextInput
            type="date"
            label="Start on"
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
            aria-label={`Start ${plan.title}`}
          >
            Start
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
