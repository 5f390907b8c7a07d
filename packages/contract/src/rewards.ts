import { z } from 'zod';
import { uuid } from './common';

export const SHARE_PLATFORM_VALUES = ['x', 'facebook', 'email', 'copy', 'native'] as const;

export const rewardMessages = {
  platform: 'Choose where you shared: x, facebook, email, copy or native',
  reference: 'The verse reference is required',
  giveawayNotFound: 'Giveaway not found.',
  giveawayEnded: 'This giveaway has ended.',
  giveawayNotStarted: 'This giveaway has not started yet.',
  belowRequirement: 'Spend at least the points this giveaway requires.',
  step: 'Points go up in steps of 10 above the requirement.',
  notEnoughPoints: 'Not enough points',
} as const;

/** POST /api/shares: one share of a verse; `shareId` (made by the client) makes a replay pay once. */
export const shareBody = z.strictObject({
  shareId: uuid,
  platform: z.enum(SHARE_PLATFORM_VALUES, { error: rewardMessages.platform }),
  verseReference: z
    .string({ error: rewardMessages.reference })
    .trim()
    .min(1, rewardMessages.reference)
    .max(200),
  entryId: uuid.nullable().optional(),
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

export const referralStats = z.object({
  referralCode: z.string(),
  referralLink: z.string(),
  referrals: z.array(
    z.object({
      displayName: z.string().nullable(),
      username: z.string(),
      createdAt: z.string(),
      pointsEarned: z.int(),
    }),
  ),
  totalReferrals: z.int(),
  pointsEarned: z.int(),
});

export const giveaway = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  prize: z.string(),
  pointRequirement: z.int(),
  startDate: z.string(),
  endDate: z.string(),
  imageUrl: z.string().nullable(),
});
export type Giveaway = z.infer<typeof giveaway>;

export const giveawayEntry = z.object({
  id: z.int(),
  giveawayId: z.int(),
  pointsSpent: z.int(),
  createdAt: z.string(),
});

export const enterGiveawayBody = z.strictObject({
  giveawayId: z.int({ error: 'Choose a giveaway' }).positive('Choose a giveaway'),
  pointsSpent: z
    .int({ error: 'Points must be a whole number' })
    .positive('Points must be a whole number')
    .optional(),
});
export const enterGiveawayResponse = z.object({ entry: giveawayEntry, sharingPoints: z.int() });
