import { serverToday } from '../../../api';
import '@mantine/charts/styles.css';
import { BarChart, Heatmap, LineChart } from '@mantine/charts';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { addDays } from '@reign/domain';
import { useMemo } from 'react';
import { useEntries, useGoals } from '../../../data';
// not through the data index: the index is on every first load, the journey's queries only here
import { useCompletedActions, useGoalProgressLog } from '../../../data/journey';
import { ListSkeleton } from '../../../ui/ListSkeleton';
import { ChartCard } from './ChartCard';
import { dayLabel, goalProgressChart, heatmapValues, journeyDays, weeklyCompleted } from './journey-data';

const GOAL_COLORS = ['reign.6', 'teal.6', 'orange.6', 'grape.6', 'cyan.6', 'pink.6', 'lime.7', 'red.6'];
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * 'Your Journey' (issue 21): the year of saved plans as a calendar heat map, actions completed per
 * week, and each active goal's progress, all from this device's data (offline too). Each chart has
 * tooltips and a table of its figures. Loaded with @mantine/charts only when the overview shows it.
 */
export function JourneyCharts() {
  const entries = useEntries();
  const completed = useCompletedActions();
  const goals = useGoals();
  const log = useGoalProgressLog();
  const today = serverToday();

  const data = useMemo(() => {
    if (!entries || !completed || !goals || !log) return undefined;
    const days = journeyDays(entries, completed);
    const yearAgo = addDays(today, -364);
    const year = days.filter((d) => d.date >= yearAgo && d.date <= today);
    return {
      year,
      heatmap: heatmapValues(year),
      weeks: weeklyCompleted(completed, today),
      progress: goalProgressChart(goals, log, today),
      yearAgo,
    };
  }, [entries, completed, goals, log, today]);

  return (
    <Stack gap="md">
      {!data ? (
        <ListSkeleton label="Loading your journey" rows={2} height={160} />
      ) : (
        <>
          <ChartCard
            title="Your year of plans"
            summary={`${plural(data.year.length, 'day')} with a saved plan in the last year, ${plural(
              data.year.reduce((n, d) => n + d.completed, 0),
              'action',
            )} completed.`}
            table={{
              caption: 'Days with a saved plan',
              columns: ['Date', 'Actions completed', 'Actions planned'],
              rows: data.year.map((d) => [dayLabel(d.date), d.completed, d.actions]),
              empty: 'No saved plans in the last year yet.',
            }}
            scrollable
          >
            <Heatmap
              data={data.heatmap}
              startDate={data.yearAgo}
              endDate={today}
              withMonthLabels
              withWeekdayLabels
              withTooltip
              withLegend
              legendLabels={['Plan saved', 'More done']}
              getTooltipLabel={({ date, value }) =>
                value === null
                  ? `${dayLabel(date)}: no plan`
                  : `${dayLabel(date)}: plan saved, ${plural(value - 1, 'action')} completed`
              }
            />
          </ChartCard>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <ChartCard
              title="Actions completed per week"
              summary={`${plural(
                data.weeks.reduce((n, w) => n + w.completed, 0),
                'action',
              )} completed in the last 12 weeks.`}
              table={{
                caption: 'Actions completed per week (weeks start on Monday)',
                columns: ['Week of', 'Actions completed'],
                rows: data.weeks.map((w) => [w.label, w.completed]),
              }}
            >
              <BarChart
                h={220}
                data={data.weeks}
                dataKey="label"
                series={[{ name: 'completed', label: 'Actions completed', color: 'reign.6' }]}
                tickLine="y"
                yAxisProps={{ allowDecimals: false }}
              />
            </ChartCard>
            <ChartCard
              title="Goal progress"
              summary={
                data.progress.goals.length === 0
                  ? 'No active goals yet.'
                  : `${plural(data.progress.goals.length, 'active goal')}, week by week over the last 12 weeks.`
              }
              table={{
                caption: 'Progress of each active goal at the end of each week',
                columns: ['Week of', ...data.progress.goals.map((g) => g.title)],
                rows: data.progress.goals.length
                  ? data.progress.rows.map((r) => [
                      r.label,
                      ...data.progress.goals.map((g) => (r[g.id] === null ? '–' : `${r[g.id]}%`)),
                    ])
                  : [],
                empty: 'No active goals yet.',
              }}
            >
              {data.progress.goals.length === 0 ? (
                <Text size="sm" c="dimmed">
                  Set a goal to see its progress here.
                </Text>
              ) : (
                <LineChart
                  h={220}
                  data={data.progress.rows}
                  dataKey="label"
                  series={data.progress.goals.map((g, i) => ({
                    name: g.id,
                    label: g.title,
                    color: GOAL_COLORS[i % GOAL_COLORS.length] ?? 'reign.6',
                  }))}
                  yAxisProps={{ domain: [0, 100] }}
                  unit="%"
                  withLegend
                  curveType="stepAfter"
                />
              )}
            </ChartCard>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
