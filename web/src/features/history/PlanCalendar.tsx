import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Box, Card, Group, SimpleGrid, Text, Title, VisuallyHidden } from '@mantine/core';
import { streakOf } from '@reign/domain';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useServerToday } from '../../api';
import { useStreakHistory } from '../../data/streak-queries';
import { monthDays, monthTitle, shiftMonth } from './calendar-month';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The week's days in another language than English, Sunday first (Intl: 'dom', 'lun' …). */
function weekdays(locale: string): string[] {
  if (locale === 'en') return WEEKDAYS;
  const format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  // 2026-03-01 is a Sunday
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2026, 2, 1 + i, 12))));
}

type DayState = 'Planned' | 'Reading day' | 'Grace day' | 'No plan';
/** A day's state in words (the English state is also the cell's data-state). */
const DAY_STATE_NAMES: Record<DayState, MessageDescriptor> = {
  Planned: msg`Planned`,
  'Reading day': msg`Reading day`,
  'Grace day': msg`Grace day`,
  'No plan': msg`No plan`,
};

const DAY_STYLES: Partial<Record<DayState, { background: string; color: string }>> = {
  Planned: {
    background: 'var(--mantine-primary-color-filled)',
    color: 'var(--mantine-primary-color-contrast)',
  },
  'Reading day': {
    background: 'var(--mantine-primary-color-light)',
    color: 'var(--mantine-primary-color-light-color)',
  },
};

/**
 * A month calendar of the days with a saved plan (issue 15), the days that count by a reading
 * plan's day read (issue 38) and the grace days the one streak forgave (packages/domain
 * streaks.ts); previous and next month buttons. Each day says what it was to a screen reader.
 * Nothing while the person has no such day.
 */
export function PlanCalendar() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const today = useServerToday();
  const [month, setMonth] = useState(today.slice(0, 7));
  const history = useStreakHistory();
  const marked = useMemo(() => {
    if (!history) return undefined;
    const streak = streakOf(history, today);
    return {
      planned: new Set(history.plans.map((p) => p.date)),
      counted: new Set(streak.days),
      grace: new Set(streak.graceDays),
    };
  }, [history, today]);
  if (!marked || (marked.planned.size === 0 && marked.counted.size === 0)) return null;
  const { planned, counted, grace } = marked;
  const { offset, days } = monthDays(month);
  const plannedThisMonth = days.filter((d) => planned.has(d)).length;
  const title = monthTitle(month, locale);

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="plan-calendar-heading">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          aria-label={t`Previous month`}
          onClick={() => setMonth(shiftMonth(month, -1))}
        >
          <IconChevronLeft size={18} aria-hidden="true" />
        </ActionIcon>
        <div style={{ textAlign: 'center' }}>
          <Title order={3} size="h5" id="plan-calendar-heading">
            {monthTitle(month, locale)}
          </Title>
          <Text size="xs" c="dimmed">
            {t`${plural(plannedThisMonth, { one: '# planned day', other: '# planned days' })}`}
          </Text>
        </div>
        <ActionIcon
          variant="subtle"
          aria-label={t`Next month`}
          onClick={() => setMonth(shiftMonth(month, 1))}
          disabled={month >= today.slice(0, 7)}
        >
          <IconChevronRight size={18} aria-hidden="true" />
        </ActionIcon>
      </Group>
      <SimpleGrid cols={7} spacing={4} aria-hidden="true" mb={4}>
        {weekdays(locale).map((d) => (
          <Text key={d} size="xs" c="dimmed" ta="center">
            {d}
          </Text>
        ))}
      </SimpleGrid>
      <SimpleGrid
        cols={7}
        spacing={4}
        component="ul"
        aria-label={t`Planned days in ${title}`}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {offset > 0 && <Box component="li" aria-hidden="true" style={{ gridColumn: `span ${offset}` }} />}
        {days.map((date) => {
          const state: DayState = planned.has(date)
            ? 'Planned'
            : counted.has(date)
              ? 'Reading day'
              : grace.has(date)
                ? 'Grace day'
                : 'No plan';
          const stateName = i18n._(DAY_STATE_NAMES[state]);
          const day = Number(date.slice(8));
          return (
            <Box
              key={date}
              component="li"
              title={state === 'No plan' ? undefined : stateName}
              data-state={state}
              ta="center"
              py={4}
              style={{
                borderRadius: 999,
                fontSize: 'var(--mantine-font-size-sm)',
                ...DAY_STYLES[state],
                border:
                  state === 'Grace day'
                    ? '1px dashed var(--mantine-primary-color-filled)'
                    : date === today
                      ? '1px solid var(--mantine-color-default-border)'
                      : '1px solid transparent',
              }}
            >
              {day}
              <VisuallyHidden>: {stateName}</VisuallyHidden>
            </Box>
          );
        })}
      </SimpleGrid>
    </Card>
  );
}
