import { useLingui } from '@lingui/react/macro';
import { Box, Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { type Icon, IconBook, IconChartBar, IconChecklist, IconTarget } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useServerToday } from '../../api';
import { useEntries, useGoals } from '../../data';
import { dashboardStats } from './dashboard-stats';

function StatCard({
  id,
  label,
  value,
  icon,
}: {
  id: string;
  label: string;
  value: string | undefined;
  icon: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Paper withBorder radius="md" p="md" data-testid={`stat-${id}`}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <div>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          {/* one height for the skeleton and the figure (28px at line height 1.2): nothing moves */}
          <Box h={34} pt={value === undefined ? 3 : 0}>
            {value === undefined ? (
              <Skeleton height={28} width={48} role="status" aria-label={t`Loading ${label}`} />
            ) : (
              <Text fz={28} fw={700} lh={1.2} data-testid="stat-value">
                {value}
              </Text>
            )}
          </Box>
        </div>
        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden="true">
          {icon}
        </ThemeIcon>
      </Group>
    </Paper>
  );
}

/** The four stat cards: Active Goals, Today's Actions (in today's plan; issue 15: the Today's Tasks card lists tasks), Goal Progress, Daily Plans. */
export function StatCards() {
  const { t } = useLingui();
  const goals = useGoals();
  const entries = useEntries();
  const today = useServerToday();
  const stats = useMemo(() => dashboardStats(goals ?? [], entries ?? [], today), [goals, entries, today]);
  // id, label, figure (undefined: a skeleton, until the rows it counts are read), icon
  const cards: [string, string, string | undefined, Icon][] = [
    ['active-goals', t`Active Goals`, goals && String(stats.activeGoals), IconTarget],
    ['todays-tasks', t`Today's Actions`, entries && String(stats.todaysTasks), IconChecklist],
    ['goal-progress', t`Goal Progress`, goals && `${stats.goalProgress}%`, IconChartBar],
    ['daily-plans', t`Daily Plans`, entries && String(stats.dailyPlans), IconBook],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="section" aria-label={t`Summary`}>
      {cards.map(([id, label, value, Icon]) => (
        <StatCard key={id} id={id} label={label} value={value} icon={<Icon size={20} />} />
      ))}
    </SimpleGrid>
  );
}
