import { describe, expect, it } from 'vitest';
import {
  achievementToastTitle,
  knownAchievements,
  newAchievements,
  rememberAchievements,
} from './reward-news';

const streak = {
  achievementId: 'seven_day_streak',
  title: '7-Day Streak',
  description: 'Plan seven days in a row.',
  pointsAwarded: 25,
  createdAt: '2026-03-10T12:00:00.000Z',
};
const share = {
  ...streak,
  achievementId: 'first_share',
  title: 'First Share',
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('reward news', () => {
  it("says 'Achievement unlocked: 7-Day Streak · +25 points'", () => {
    expect(achievementToastTitle(streak)).toBe('Achievement unlocked: 7-Day Streak · +25 points');
    expect(achievementToastTitle({ title: 'One', pointsAwarded: 1 })).toBe(
      'Achievement unlocked: One · +1 point',
    );
  });

  it('announces what this device has not told yet; a device that never looked only what came after it opened', () => {
    expect(newAchievements([share, streak], new Set(['first_share']), '2030-01-01')).toEqual([streak]);
    expect(newAchievements([share, streak], null, '2026-03-01T00:00:00.000Z')).toEqual([streak]);
    rememberAchievements(7, ['first_share']);
    expect(knownAchievements(7)).toEqual(new Set(['first_share']));
    expect(knownAchievements(8)).toBeNull();
  });
});
