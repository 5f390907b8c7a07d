import { describe, expect, it } from 'vitest';
import { makeEntry, makeGoal } from '../../../test/factories';
import {
  goalProgressChart,
  heatmapLabels,
  heatmapValues,
  journeyDays,
  recentWeeks,
  weeklyCompleted,
  weekStart,
} from './journey-data';

describe('the Journey figures', () => {
  const today = '2026-03-11'; // a Wednesday

  it('counts each day’s planned and completed actions; a plan with nothing done still shows', () => {
    const a = makeEntry({ date: '2026-03-10' }); // 3 actions
    const b = makeEntry({ date: '2026-03-09' });
    const days = journeyDays(
      [a, b],
      [
        { entryId: a.id, date: a.date },
        { entryId: a.id, date: a.date },
        { entryId: 'deleted-plan', date: '2026-03-08' },
      ],
    );
    expect(days).toEqual([
      { date: '2026-03-10', actions: 3, completed: 2 },
      { date: '2026-03-09', actions: 3, completed: 0 },
    ]);
    expect(heatmapValues(days)).toEqual({ '2026-03-10': 3, '2026-03-09': 1 });
  });

  it('groups completed actions by Monday-start week, the last 12 weeks, this week last', () => {
    expect(weekStart('2026-03-11')).toBe('2026-03-09');
    expect(weekStart('2026-03-15')).toBe('2026-03-09'); // Sunday
    expect(recentWeeks(today)).toHaveLength(12);
    const weeks = weeklyCompleted(
      [
        { entryId: 'x', date: '2026-03-09' },
        { entryId: 'x', date: '2026-03-11' },
        { entryId: 'x', date: '2026-03-02' },
        { entryId: 'x', date: '2025-01-01' }, // long ago: not shown
      ],
      today,
    );
    expect(weeks.at(-1)).toEqual({ week: '2026-03-09', label: 'Mar 9', completed: 2 });
    expect(weeks.at(-2)).toMatchObject({ week: '2026-03-02', completed: 1 });
    expect(weeks.reduce((n, w) => n + w.completed, 0)).toBe(3);
  });

  it("draws each active goal's last known progress at each week's end, nothing before it existed", () => {
    const goal = makeGoal({
      id: 'g1',
      title: 'Read the Gospels',
      createdAt: '2026-02-24T15:00:00.000Z',
      updatedAt: '2026-03-10T15:00:00.000Z',
      progressPercentage: 60,
    });
    const done = makeGoal({ id: 'g2', completedAt: '2026-03-01T00:00:00.000Z', progressPercentage: 100 });
    const chart = goalProgressChart(
      [goal, done],
      [{ goalId: 'g1', at: '2026-03-04T15:00:00.000Z', progress: 30 }],
      today,
    );
    expect(chart.goals).toEqual([{ id: 'g1', title: 'Read the Gospels' }]);
    const byWeek = Object.fromEntries(chart.rows.map((r) => [r.week, r.g1]));
    expect(byWeek['2026-02-16']).toBeNull();
    expect(byWeek['2026-02-23']).toBe(0);
    expect(byWeek['2026-03-02']).toBe(30);
    expect(byWeek['2026-03-09']).toBe(60);
  });
});

describe('the heat map’s labels (issue 51)', () => {
  it('names months and weekdays in the language, every other weekday as the chart does', () => {
    const es = heatmapLabels('es');
    expect(es.monthLabels).toHaveLength(12);
    expect(es.monthLabels[0]).toMatch(/^ene/);
    expect(es.monthLabels[10]).toMatch(/^nov/);
    expect(es.weekdayLabels.map((d) => d.replace('.', ''))).toEqual(['dom', 'lun', '', 'mié', '', 'vie', '']);
    expect(heatmapLabels('en-US')).toEqual({
      monthLabels: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
      weekdayLabels: ['Sun', 'Mon', '', 'Wed', '', 'Fri', ''],
    });
  });
});
