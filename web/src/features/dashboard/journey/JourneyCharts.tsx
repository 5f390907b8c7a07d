import { serverToday } from '../../../api';
import '@mantine/charts/styles.css';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { BarChart, Heatmap, LineChart } from '@mantine/charts';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { addDays } from '@reign/domain';
import { useMemo } from 'react';
import { useEntries, useGoals } from '../../../data';
// not through the data index: the index is on every first load, the journey's queries only here
import { useCompletedActions, useGoalProgressLog } from '../../../data/journey';
import { ListSkeleton } from '../../../ui/ListSkeleton';
import { ChartCard } from './ChartCard';
import {
  dayLabel,
  goalProgressChart,
  heatmapLabels,
  heatmapValues,
  journeyDays,
  weeklyCompleted,
} from './journey-data';

const GOAL_COLORS = ['reign.6', 'teal.6', 'orange.6', 'grape.6', 'cyan.6', 'pink.6', 'lime.7', 'red.6'];

/**
 * 'Your Journey' (issue 21): the year of saved plans as a calendar heat map, actions completed per
 * week, and each active goal's progress, all from this device's data (offline too). Each chart has
 * tooltips and a table of its figures. Loaded with @mantine/charts only when the overview shows it.
 */
export function JourneyCharts() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
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
      weeks: weeklyCompleted(completed, today, 12, locale),
      progress: goalProgressChart(goals, log, today, 12, locale),
      yearAgo,
    };
  }, [entries, completed, goals, log, today, locale]);
  const label = (date: string) => dayLabel(date, locale);

  const yearSummary = (days: number, actions: number) =>
    t`${plural(days, { one: '# day', other: '# days' })} with a saved plan in the last year, ${plural(actions, { one: '# action', other: '# actions' })} completed.`;
  const weeksSummary = (actions: number) =>
    t`${plural(actions, { one: '# action', other: '# actions' })} completed in the last 12 weeks.`;
  const goalsSummary = (goals: number) =>
    t`${plural(goals, { one: '# active goal', other: '# active goals' })}, week by week over the last 12 weeks.`;

  return (
    <Stack gap="md">
      {!data ? (
        <ListSkeleton label={t`Loading your journey`} rows={2} height={160} />
      ) : (
        <>
          <ChartCard
            title={t`Your year of plans`}
            summary={yearSummary(
              data.year.length,
              data.year.reduce((n, d) => n + d.completed, 0),
            )}
            table={{
              caption: t`Days with a saved plan`,
              columns: [t`Date`, t`Actions completed`, t`Actions planned`],
              rows: data.year.map((d) => [label(d.date), d.completed, d.actions]),
              empty: t`No saved plans in the last year yet.`,
            }}
            scrollable
          >
            <Heatmap
              data={data.heatmap}
              startDate={data.yearAgo}
              endDate={today}
              withMonthLabels
              withWeekdayLabels
              {...heatmapLabels(i18n.locale)}
              withTooltip
              withLegend
              legendLabels={[t`Plan saved`, t`More done`]}
              getTooltipLabel={({ date, value }) => {
                const day = label(date);
                const done = (value ?? 1) - 1;
                return value === null
                  ? t`${day}: no plan`
                  : t`${day}: plan saved, ${plural(done, { one: '# action', other: '# actions' })} completed`;
              }}
            />
          </ChartCard>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <ChartCard
              title={t`Actions completed per week`}
              summary={weeksSummary(data.weeks.reduce((n, w) => n + w.completed, 0))}
              table={{
                caption: t`Actions completed per week (weeks start on Monday)`,
                columns: [t`Week of`, t`Actions completed`],
                rows: data.weeks.map((w) => [w.label, w.completed]),
              }}
            >
              <BarChart
                h={220}
                data={data.weeks}
                dataKey="label"
                series={[{ name: 'completed', label: t`Actions completed`, color: 'reign.6' }]}
                tickLine="y"
                yAxisProps={{ allowDecimals: false }}
              />
            </ChartCard>
            <ChartCard
              title={t`Goal progress`}
              summary={
                data.progress.goals.length === 0
                  ? t`No active goals yet.`
                  : goalsSummary(data.progress.goals.length)
              }
              table={{
                caption: t`Progress of each active goal at the end of each week`,
                columns: [t`Week of`, ...data.progress.goals.map((g) => g.title)],
                rows: data.progress.goals.length
                  ? data.progress.rows.map((r) => [
                      r.label,
                      ...data.progress.goals.map((g) => (r[g.id] === null ? '–' : `${r[g.id]}%`)),
                    ])
                  : [],
                empty: t`No active goals yet.`,
              }}
            >
              {data.progress.goals.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t`Set a goal to see its progress here.`}
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
