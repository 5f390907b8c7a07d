import { describe, expect, it } from 'vitest';
import { addDays, longestPlanStreak, planStreaks, streakDays } from '../src';

const TODAY = '2026-03-20';
/** Dates `offsets` days before TODAY. */
const ago = (...offsets: number[]) => offsets.map((n) => addDays(TODAY, -n));

describe('plan streaks with grace days', () => {
  it('counts consecutive planned days; none is 0', () => {
    expect(planStreaks([], TODAY)).toEqual({ current: 0, longest: 0, graceDays: [] });
    expect(planStreaks(ago(0, 1, 2), TODAY)).toEqual({ current: 3, longest: 3, graceDays: [] });
  });

  it('keeps the current streak while today is still open', () => {
    expect(planStreaks(ago(1, 2, 3), TODAY).current).toBe(3);
  });

  it('forgives one missed day in a week and shows it as a grace day', () => {
    // planned 0,1,2, missed 3, planned 4,5
    expect(planStreaks(ago(0, 1, 2, 4, 5), TODAY)).toEqual({
      current: 6,
      longest: 6,
      graceDays: ago(3),
    });
  });

  it('a second miss within seven days ends the run', () => {
    // misses on day 2 and day 5 ago: the later one (nearer today) would be a second grace in the week
    const s = planStreaks(ago(0, 1, 3, 4, 6, 7), TODAY);
    expect(s.graceDays).toEqual(ago(5));
    expect(s.current).toBe(2);
    expect(s.longest).toBe(5);
  });

  it('allows another grace day a full week after the last', () => {
    // misses 8 days apart: both forgiven
    const planned = ago(0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 14, 15, 17, 18);
    const s = planStreaks(planned, TODAY);
    expect(s.graceDays).toEqual(ago(16, 8));
    expect(s.current).toBe(19);
  });

  it('two missed days in a row end the run; a missed yesterday with today open is a grace day', () => {
    expect(planStreaks(ago(3, 4, 5), TODAY)).toEqual({ current: 0, longest: 3, graceDays: [] });
    expect(planStreaks(ago(2, 3), TODAY)).toEqual({ current: 3, longest: 3, graceDays: ago(1) });
  });

  it('counts a date once and ignores plans dated after today', () => {
    expect(planStreaks([...ago(0, 0, 1), addDays(TODAY, 1)], TODAY).current).toBe(2);
  });
});

describe('the longest streak that stays reached (what the streak achievements count)', () => {
  it('is the same rule: a missed day between planned days is forgiven, two in a row are not', () => {
    expect(longestPlanStreak([])).toBe(0);
    expect(longestPlanStreak(ago(0, 1, 2, 4, 5, 6))).toBe(7);
    expect(longestPlanStreak(ago(0, 1, 2, 5, 6, 7))).toBe(3);
    // a second miss within seven days ends the run, as on the dashboard
    expect(longestPlanStreak(ago(0, 1, 3, 4, 6, 7))).toBe(planStreaks(ago(0, 1, 3, 4, 6, 7), TODAY).longest);
  });

  it('never counts a missed yesterday that is forgiven only while today is open', () => {
    const planned = ago(2, 3, 4, 5, 6, 7);
    expect(planStreaks(planned, TODAY).longest).toBe(7);
    expect(longestPlanStreak(planned)).toBe(6);
  });

  it('counts a date once, in any order', () => {
    expect(longestPlanStreak([...ago(2, 0, 1), ...ago(1, 0)])).toBe(3);
  });
});

describe('a reading day counts toward the streak', () => {
  it('joins the days read to the planned days under the same grace rule', () => {
    const planned = ['2026-03-01', '2026-03-02'];
    const read = ['2026-03-03', '2026-03-05'];
    expect(planStreaks(planned, '2026-03-05').current).toBe(0);
    // the 4th is missed, forgiven as a grace day between two days that count
    expect(planStreaks(streakDays(planned, read), '2026-03-05')).toMatchObject({
      current: 5,
      graceDays: ['2026-03-04'],
    });
  });
});
