import { describe, expect, it } from 'vitest';
import { addDays, type StreakHistory, streakOf } from '../src';
import { STREAK_SAMPLES, sampleDate, sampleHistory } from '../src/streak-samples';

const TODAY = '2026-03-20';
/** Dates `offsets` days before TODAY. */
const ago = (...offsets: number[]) => offsets.map((n) => addDays(TODAY, -n));
/** A history of plans only, on these dates. */
const plans = (dates: readonly string[]): StreakHistory => ({
  plans: dates.map((date) => ({ date })),
  readingDays: [],
});
const streak = (dates: readonly string[]) => streakOf(plans(dates), TODAY);

describe('streaks with grace days', () => {
  it('counts consecutive days; none is 0', () => {
    expect(streak([])).toEqual({ current: 0, longest: 0, reached: 0, graceDays: [], days: [] });
    expect(streak(ago(0, 1, 2))).toMatchObject({ current: 3, longest: 3, graceDays: [] });
  });

  it('keeps the current streak while today is still open', () => {
    expect(streak(ago(1, 2, 3)).current).toBe(3);
  });

  it('forgives one missed day in a week and shows it as a grace day', () => {
    // planned 0,1,2, missed 3, planned 4,5
    expect(streak(ago(0, 1, 2, 4, 5))).toMatchObject({ current: 6, longest: 6, graceDays: ago(3) });
  });

  it('a second miss within seven days ends the run', () => {
    // misses on day 2 and day 5 ago: the later one (nearer today) would be a second grace in the week
    const s = streak(ago(0, 1, 3, 4, 6, 7));
    expect(s.graceDays).toEqual(ago(5));
    expect(s.current).toBe(2);
    expect(s.longest).toBe(5);
  });

  it('allows another grace day a full week after the last', () => {
    // misses 8 days apart: both forgiven
    const s = streak(ago(0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 14, 15, 17, 18));
    expect(s.graceDays).toEqual(ago(16, 8));
    expect(s.current).toBe(19);
  });

  it('two missed days in a row end the run; a missed yesterday with today open is a grace day', () => {
    expect(streak(ago(3, 4, 5))).toMatchObject({ current: 0, longest: 3, graceDays: [] });
    expect(streak(ago(2, 3))).toMatchObject({ current: 3, longest: 3, graceDays: ago(1) });
  });

  it('counts a date once and ignores days after today', () => {
    expect(streak([...ago(0, 0, 1), addDays(TODAY, 1)])).toMatchObject({ current: 2, days: ago(1, 0) });
  });
});

describe('the streak that stays reached (what the streak achievements count)', () => {
  it('is the same rule: a missed day between counted days is forgiven, two in a row are not', () => {
    expect(streak(ago(0, 1, 2, 4, 5, 6)).reached).toBe(7);
    expect(streak(ago(0, 1, 2, 5, 6, 7)).reached).toBe(3);
    expect(streak(ago(0, 1, 3, 4, 6, 7)).reached).toBe(streak(ago(0, 1, 3, 4, 6, 7)).longest);
  });

  it('never counts a missed yesterday that is forgiven only while today is open', () => {
    const s = streak(ago(2, 3, 4, 5, 6, 7));
    expect(s.longest).toBe(7);
    expect(s.reached).toBe(6);
  });
});

describe('which days count', () => {
  it('a day read of a reading plan counts like a planned day, under the same grace rule', () => {
    const history: StreakHistory = {
      plans: [{ date: '2026-03-01' }, { date: '2026-03-02' }],
      readingDays: [{ readOn: '2026-03-03' }, { readOn: '2026-03-05' }],
    };
    // the 4th is missed, forgiven as a grace day between two days that count
    expect(streakOf(history, '2026-03-05')).toMatchObject({ current: 5, graceDays: ['2026-03-04'] });
  });

  it('with recordedInTime, only the days the server recorded in time (a device cannot know them)', () => {
    const history: StreakHistory = {
      plans: [{ date: ago(2)[0] as string, recordedInTime: true }, { date: ago(1)[0] as string }],
      readingDays: [{ readOn: ago(0)[0] as string, recordedInTime: false }],
    };
    expect(streakOf(history, TODAY).current).toBe(3);
    // only 2 days ago counts; yesterday is forgiven while today is open
    expect(streakOf(history, TODAY, { recordedInTime: true })).toMatchObject({
      current: 2,
      reached: 1,
      days: ago(2),
    });
  });
});

describe('the shared sample histories (the same table the screens and the server are given)', () => {
  it.each(STREAK_SAMPLES.map((s) => [s.name, s] as const))('%s', (_, sample) => {
    const history = sampleHistory(sample, TODAY);
    const shown = streakOf(history, TODAY);
    expect({ current: shown.current, longest: shown.longest, graceDays: shown.graceDays }).toEqual({
      current: sample.shown.current,
      longest: sample.shown.longest,
      graceDays: sample.shown.graceDaysAgo.map((a) => sampleDate({ ago: a }, TODAY)).sort(),
    });
    expect(streakOf(history, TODAY, { recordedInTime: true }).reached).toBe(sample.earning);
  });
});
