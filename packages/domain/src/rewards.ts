import { COUNTED_SHARES_PER_DAY } from './fair-points';

/**
 * Points and achievements. The spec gives the achievement points; the share and referral amounts
 * are Reign's (docs/decisions.md). What counts toward them is in fair-points.ts.
 */
export const SHARE_POINTS = 5;
/** At most this many share points per Central day, whatever the number of shares. */
export const SHARE_POINTS_DAILY_CAP = SHARE_POINTS * COUNTED_SHARES_PER_DAY;
/** Paid to the referrer once the friend is active (fair-points.ts), never at sign-up. */
export const REFERRAL_POINTS = 50;
/** Giveaway entries go up in steps of this many points above the requirement. */
export const GIVEAWAY_POINTS_STEP = 10;

/** The share channels; Social Butterfly needs every one of these. */
export const SHARE_PLATFORMS = ['x', 'facebook', 'email', 'copy', 'native'] as const;
export type SharePlatform = (typeof SHARE_PLATFORMS)[number];
export const SOCIAL_BUTTERFLY_PLATFORMS: readonly SharePlatform[] = ['x', 'facebook', 'email', 'copy'];

export type AchievementType =
  | 'first_share'
  | 'seven_day_streak'
  | 'social_butterfly'
  | 'first_referral'
  | 'referral_champion'
  | 'scripture_advocate'
  | 'consistent_disciple';

export interface Achievement {
  type: AchievementType;
  title: string;
  description: string;
  points: number;
}

export const ACHIEVEMENTS: readonly Achievement[] = [
  { type: 'first_share', title: 'First Share', description: 'Share your first scripture.', points: 10 },
  {
    type: 'seven_day_streak',
    title: '7-Day Streak',
    description: 'Keep a 7-day plan streak (one missed day a week is forgiven).',
    points: 25,
  },
  {
    type: 'social_butterfly',
    title: 'Social Butterfly',
    description:
      'Share scripture on every platform (X, Facebook, e-mail and a copied link) and have each share opened by someone.',
    points: 50,
  },
  {
    type: 'first_referral',
    title: 'First Referral',
    description: 'Invite a friend who joins Reign and plans with it on 3 days.',
    points: 100,
  },
  {
    type: 'referral_champion',
    title: 'Referral Champion',
    description: 'Invite 5 friends who join Reign and plan with it on 3 days.',
    points: 250,
  },
  {
    type: 'scripture_advocate',
    title: 'Scripture Advocate',
    description: 'Share 50 different verses (up to 5 a day count).',
    points: 150,
  },
  {
    type: 'consistent_disciple',
    title: 'Consistent Disciple',
    description: 'Keep a 30-day plan streak: a month of daily plans (one missed day a week is forgiven).',
    points: 300,
  },
];

export interface AchievementStats {
  /** shares that counted (fair-points.ts: a few a day, each a different verse) */
  shares: number;
  /** the platforms on which a share of the user was opened by someone else */
  platforms: ReadonlySet<string>;
  /** referred friends whose reward was paid (they became active) */
  referrals: number;
  /** the longest streak of days with a plan that earns (fair-points.ts), by the one streak rule (streaks.ts) */
  longestStreak: number;
}

/** The achievements these numbers have earned (awarding once each is the server's job). */
export function earnedAchievements(stats: AchievementStats): AchievementType[] {
  const earned: AchievementType[] = [];
  if (stats.shares >= 1) earned.push('first_share');
  if (stats.longestStreak >= 7) earned.push('seven_day_streak');
  if (SOCIAL_BUTTERFLY_PLATFORMS.every((p) => stats.platforms.has(p))) earned.push('social_butterfly');
  if (stats.referrals >= 1) earned.push('first_referral');
  if (stats.referrals >= 5) earned.push('referral_champion');
  if (stats.shares >= 50) earned.push('scripture_advocate');
  if (stats.longestStreak >= 30) earned.push('consistent_disciple');
  return earned;
}

/** Entry odds shown with a giveaway: points divided by the requirement times 10, capped at 100%. */
export function entryOddsPercent(pointsSpent: number, requirement: number): number {
  if (requirement <= 0) return 0;
  return Math.min(100, Math.round((pointsSpent / requirement) * 10));
}

/** The points a giveaway entry may spend: at least the requirement, at most the balance, in steps of 10. */
export function isValidGiveawaySpend(points: number, requirement: number, balance: number): boolean {
  return (
    Number.isInteger(points) &&
    points >= requirement &&
    points <= balance &&
    (points - requirement) % GIVEAWAY_POINTS_STEP === 0
  );
}
