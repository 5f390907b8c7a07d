import * as z from 'zod/mini';
import { uuid } from './common';
import { entryMessages } from './entries';
import { requiredText } from './fields';
import { get, post, routeTable } from './route-builder';

export const SHARE_PLATFORM_VALUES = ['x', 'facebook', 'email', 'copy', 'native'] as const;

export const rewardMessages = {
  platform: 'Choose where you shared: x, facebook, email, copy or native',
  giveawayNotFound: 'Giveaway not found.',
  giveawayEnded: 'This giveaway has ended.',
  giveawayNotStarted: 'This giveaway has not started yet.',
  belowRequirement: 'Spend at least the points this giveaway requires.',
  step: 'Points go up in steps of 10 above the requirement.',
  notEnoughPoints: 'Not enough points',
  short: ({ short, points }: { short: number; points: number }) =>
    `Not enough points: you need ${short} more points to enter with ${points}.`,
} as const;

/** POST /api/shares: one share of a verse; `shareId` (made by the client) makes a replay pay once. */
export const shareBody = z.strictObject({
  shareId: uuid,
  platform: z.enum(SHARE_PLATFORM_VALUES, { error: rewardMessages.platform }),
  verseReference: requiredText(entryMessages.reference, 200),
  entryId: z.optional(z.nullable(uuid)),
});
export type ShareBody = z.input<typeof shareBody>;

export const earnedAchievement = z.object({
  achievementId: z.string(),
  title: z.string(),
  description: z.string(),
  pointsAwarded: z.int(),
  createdAt: z.string(),
});
export type EarnedAchievement = z.infer<typeof earnedAchievement>;

export const shareResponse = z.object({
  shortLink: z.string(),
  /** the path of the short link, e.g. /s/AbC12xY */
  sharePath: z.string(),
  pointsEarned: z.int(),
  sharingPoints: z.int(),
  newAchievements: z.array(earnedAchievement),
});

/**
 * A referral pays once the friend is active (plans on 3 days): pending until then; not_eligible for
 * a self-referral or a repeated sign-up from one address (packages/domain fair-points.ts).
 */
export const REFERRAL_STATUSES = ['pending', 'paid', 'not_eligible'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

export const referralStats = z.object({
  referralCode: z.string(),
  referralLink: z.string(),
  referrals: z.array(
    z.object({
      displayName: z.nullable(z.string()),
      username: z.string(),
      createdAt: z.string(),
      status: z.enum(REFERRAL_STATUSES),
      pointsEarned: z.int(),
    }),
  ),
  totalReferrals: z.int(),
  /** friends who joined and are not active yet */
  pendingReferrals: z.int(),
  pointsEarned: z.int(),
});

const achievementList = z.array(earnedAchievement);

/** Shares, referrals and achievements. */
export const rewardRoutes = routeTable('rewards', 'signed-in', {
  shareScripture: post('/api/shares', {
    summary: 'Record a share of a verse: a short link; points and achievements for a few new verses a day',
    body: shareBody,
    status: 201,
    response: shareResponse,
  }),
  referralStats: get('/api/referral-stats', {
    summary: "The user's referral code, link and referred friends",
    response: referralStats,
  }),
  userAchievements: get('/api/user/achievements', {
    summary: "The user's achievements",
    response: achievementList,
  }),
});
