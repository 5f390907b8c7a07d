import { describe, expect, it } from 'vitest';
import {
  entryOddsPercent,
  isValidGiveawaySpend,
  pointsShort,
  spendOptions,
  spendRange,
  startsIn,
  timeRemaining,
} from './giveaway-rules';
import { rewardsTabOf } from './ReferralPage';

const now = new Date('2026-03-01T12:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('startsIn', () => {
  it('says when a giveaway starts, and nothing once it has', () => {
    expect(startsIn(at(2 * DAY), now)).toBe('Starts in 2 days');
    expect(startsIn(at(DAY + HOUR), now)).toBe('Starts in 1 day');
    expect(startsIn(at(3 * HOUR), now)).toBe('Starts in 3 hours');
    expect(startsIn(at(5 * MIN), now)).toBe('Starts in 5 minutes');
    expect(startsIn(at(30_000), now)).toBe('Starts in 1 minute');
    expect(startsIn(at(0), now)).toBeNull();
    expect(startsIn(at(-DAY), now)).toBeNull();
  });
});

describe('timeRemaining', () => {
  it('says Ended at and after the end', () => {
    expect(timeRemaining(at(0), now)).toBe('Ended');
    expect(timeRemaining(at(-5 * MIN), now)).toBe('Ended');
    expect(timeRemaining('not a date', now)).toBe('Ended');
  });
  it('shows days and hours from one day on', () => {
    expect(timeRemaining(at(3 * DAY + 4 * HOUR + 59 * MIN), now)).toBe('3 days 4 hours');
    expect(timeRemaining(at(DAY), now)).toBe('1 day 0 hours');
    expect(timeRemaining(at(2 * DAY + HOUR), now)).toBe('2 days 1 hour');
  });
  it('shows hours and minutes under a day', () => {
    expect(timeRemaining(at(DAY - MIN), now)).toBe('23 hours 59 minutes');
    expect(timeRemaining(at(5 * HOUR + 7 * MIN), now)).toBe('5 hours 7 minutes');
    expect(timeRemaining(at(59 * 1000), now)).toBe('0 hours 0 minutes');
    expect(timeRemaining(at(HOUR + MIN), now)).toBe('1 hour 1 minute');
  });
});

describe('the points selector', () => {
  it('runs from the requirement to the highest 10-point step within the balance', () => {
    expect(spendRange(25, 100)).toEqual({ min: 25, max: 95 });
    expect(spendRange(10, 15)).toEqual({ min: 10, max: 10 });
    expect(spendRange(10, 10)).toEqual({ min: 10, max: 10 });
    expect(spendRange(100, 99)).toBeNull();
  });
  it('offers every step', () => {
    expect(spendOptions(25, 60)).toEqual([25, 35, 45, 55]);
    expect(spendOptions(50, 20)).toEqual([]);
  });
  it('accepts only the requirement, its 10-point steps and at most the balance', () => {
    expect(isValidGiveawaySpend(25, 25, 60)).toBe(true);
    expect(isValidGiveawaySpend(55, 25, 60)).toBe(true);
    expect(isValidGiveawaySpend(30, 25, 60)).toBe(false);
    expect(isValidGiveawaySpend(65, 25, 60)).toBe(false);
    expect(isValidGiveawaySpend(15, 25, 60)).toBe(false);
    expect(isValidGiveawaySpend(Number.NaN, 25, 60)).toBe(false);
  });
  it('says how many points are missing', () => {
    expect(pointsShort(100, 15)).toBe(85);
    expect(pointsShort(10, 15)).toBe(0);
  });
});

describe('entry odds', () => {
  it('are points over the requirement times 10, capped at 100%', () => {
    expect(entryOddsPercent(10, 10)).toBe(10);
    expect(entryOddsPercent(50, 10)).toBe(50);
    expect(entryOddsPercent(200, 10)).toBe(100);
    expect(entryOddsPercent(35, 25)).toBe(14);
    expect(entryOddsPercent(10, 0)).toBe(0);
  });
});

describe('rewardsTabOf', () => {
  it('opens Referral Program unless the URL names another tab', () => {
    expect(rewardsTabOf(null)).toBe('referral');
    expect(rewardsTabOf('giveaways')).toBe('giveaways');
    expect(rewardsTabOf('achievements')).toBe('achievements');
    expect(rewardsTabOf('nope')).toBe('referral');
  });
});
