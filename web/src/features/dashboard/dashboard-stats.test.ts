import { personToday } from '@reign/domain';
import { describe, expect, it } from 'vitest';
import { makeEntry, makeGoal } from '../../test/factories';
import { actionCount, dashboardSeason, dashboardStats, entryForDate } from './dashboard-stats';

describe("the season badge, by the month of the person's today", () => {
  it.each([
    ['2026-03-01T05:59:00Z', 'Winter'], // Feb 28, 11:59 PM in Chicago
    ['2026-03-01T06:00:00Z', 'Spring'],
    ['2026-05-31T12:00:00Z', 'Spring'],
    ['2026-06-01T04:30:00Z', 'Spring'], // May 31, 11:30 PM CDT
    ['2026-06-01T05:00:00Z', 'Summer'],
    ['2026-08-31T12:00:00Z', 'Summer'],
    ['2026-09-01T12:00:00Z', 'Fall'],
    ['2026-11-30T12:00:00Z', 'Fall'],
    ['2026-12-01T12:00:00Z', 'Winter'],
    ['2027-01-15T12:00:00Z', 'Winter'],
  ])('%s is %s in Chicago (no zone chosen)', (iso, season) => {
    expect(dashboardSeason(personToday(new Date(iso), null))).toBe(season);
  });

  it('turns at the midnight of the zone the person chose', () => {
    const at = new Date('2026-02-28T17:00:00Z'); // 01:00 on March 1 in Manila, 11:00 on Feb 28 in Chicago
    expect(dashboardSeason(personToday(at, 'Asia/Manila'))).toBe('Spring');
    expect(dashboardSeason(personToday(at, null))).toBe('Winter');
  });
});

describe('the four stats', () => {
  const today = '2026-03-05';
  it('counts active goals, today’s actions, the rounded average progress and the plans', () => {
    const goals = [
      makeGoal({ progressPercentage: 10 }),
      makeGoal({ progressPercentage: 25 }),
      makeGoal({ progressPercentage: 30 }),
      makeGoal({ progressPercentage: 100, completedAt: '2026-03-01T10:00:00.000Z' }),
    ];
    const entries = [
      makeEntry({ date: today }),
      makeEntry({ date: '2026-03-04', actionSteps: [{ priority: 'X', actions: ['a', 'b', 'c', 'd'] }] }),
    ];
    expect(dashboardStats(goals, entries, today)).toEqual({
      activeGoals: 3,
      todaysTasks: 3,
      goalProgress: 22, // (10 + 25 + 30) / 3 = 21.67
      dailyPlans: 2,
    });
  });

  it('is all zero without data, and without a plan for today', () => {
    expect(dashboardStats([], [], today)).toEqual({
      activeGoals: 0,
      todaysTasks: 0,
      goalProgress: 0,
      dailyPlans: 0,
    });
    expect(dashboardStats([], [makeEntry({ date: '2026-03-04' })], today).todaysTasks).toBe(0);
  });

  it('takes the oldest of several plans for today (the one a save updates, as on the server)', () => {
    const older = makeEntry({ date: today, createdAt: '2026-03-05T10:00:00.000Z' });
    const newer = makeEntry({
      date: today,
      createdAt: '2026-03-05T11:00:00.000Z',
      actionSteps: [{ priority: 'Work', actions: ['One'] }],
    });
    expect(entryForDate([older, newer], today)).toBe(older);
    expect(actionCount(newer)).toBe(1);
  });
});
