import { ActionIcon, Box, Card, Group, SimpleGrid, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Entry } from '@reign/contract';
import { planStreaks, plural } from '@reign/domain';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useServerToday } from '../../api';
import { monthDays, monthTitle, shiftMonth } from './calendar-month';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * A month calendar of the days with a saved plan (issue 15), with the grace days the streak
 * forgave; previous and next month buttons. Each day says what it was to a screen reader.
 */
export function PlanCalendar({ entries }: { entries: readonly Entry[] }) {
  const today = useServerToday();
  const [month, setMonth] = useState(today.slice(0, 7));
  const planned = useMemo(() => new Set(entries.map((e) => e.date)), [entries]);
  const grace = useMemo(() => new Set(planStreaks([...planned], today).graceDays), [planned, today]);
  const { offset, days } = monthDays(month);
  const plannedThisMonth = days.filter((d) => planned.has(d)).length;

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="plan-calendar-heading">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          aria-label="Previous month"
          onClick={() => setMonth(shiftMonth(month, -1))}
        >
          <IconChevronLeft size={18} aria-hidden="true" />
        </ActionIcon>
        <div style={{ textAlign: 'center' }}>
          <Title order={3} size="h5" id="plan-calendar-heading">
            {monthTitle(month)}
          </Title>
          <Text size="xs" c="dimmed">
            {plural(plannedThisMonth, 'planned day')}
          </Text>
        </div>
        <ActionIcon
          variant="subtle"
          aria-label="Next month"
          onClick={() => setMonth(shiftMonth(month, 1))}
          disabled={month >= today.slice(0, 7)}
        >
          <IconChevronRight size={18} aria-hidden="true" />
        </ActionIcon>
      </Group>
      <SimpleGrid cols={7} spacing={4} aria-hidden="true" mb={4}>
        {WEEKDAYS.map((d) => (
          <Text key={d} size="xs" c="dimmed" ta="center">
            {d}
          </Text>
        ))}
      </SimpleGrid>
      <SimpleGrid
        cols={7}
        spacing={4}
        component="ul"
        aria-label={`Planned days in ${monthTitle(month)}`}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {offset > 0 && <Box component="li" aria-hidden="true" style={{ gridColumn: `span ${offset}` }} />}
        {days.map((date) => {
          const state = planned.has(date) ? 'Planned' : grace.has(date) ? 'Grace day' : 'No plan';
          const day = Number(date.slice(8));
          return (
            <Box
              key={date}
              component="li"
              title={state === 'No plan' ? undefined : state}
              data-state={state}
              ta="center"
              py={4}
              style={{
                borderRadius: 999,
                fontSize: 'var(--mantine-font-size-sm)',
                background: state === 'Planned' ? 'var(--mantine-primary-color-filled)' : undefined,
                color: state === 'Planned' ? 'var(--mantine-primary-color-contrast)' : undefined,
                border:
                  state === 'Grace day'
                    ? '1px dashed var(--mantine-primary-color-filled)'
                    : date === today
                      ? '1px solid var(--mantine-color-default-border)'
                      : '1px solid transparent',
              }}
            >
              {day}
              <VisuallyHidden>: {state}</VisuallyHidden>
            </Box>
          );
        })}
      </SimpleGrid>
    </Card>
  );
}
