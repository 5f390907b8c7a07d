import * as z from 'zod/mini';
import { checked } from './checked';
import { numericIdParams } from './common';
import { pageQuery } from './page-query';
import { get, routeTable } from './route-builder';
import { membershipSource } from './user-support';

export const adminUsersQuery = z.strictObject({
  search: z._default(checked(z.string(), z.trim(), z.maxLength(100)), ''),
  page: z._default(checked(z.coerce.number(), z.int(), z.minimum(1)), 1),
  pageSize: z._default(checked(z.coerce.number(), z.int(), z.minimum(1), z.maximum(200)), 50),
});
/** Who a user is, in the admin's lists (the users, and the friends one of them referred). */
const userIdentity = {
  id: z.int(),
  username: z.string(),
  displayName: z.nullable(z.string()),
  email: z.nullable(z.string()),
};
export const adminUser = z.object({
  ...userIdentity,
  sharingPoints: z.int(),
  createdAt: z.string(),
  referralCode: z.string(),
  referredBy: z.nullable(z.int()),
  /** the referrer's username (null when nobody referred them, or the referrer's account is gone) */
  referredByName: z.nullable(z.string()),
  isPaidMember: z.boolean(),
  /** how the user became a member: card payment or the administrator's grant */
  membershipSource,
});
export const adminUsersResponse = z.object({
  users: z.array(adminUser),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export const userAnalytics = z.object({
  totalEntries: z.int(),
  totalShares: z.int(),
  totalShareClicks: z.int(),
  totalReferrals: z.int(),
  /** consecutive Central days with a saved plan, ending today or yesterday */
  consecutiveDays: z.int(),
  lastActiveDate: z.nullable(z.string()),
});
export const userReferral = z.object({
  ...userIdentity,
  createdAt: z.string(),
  /** pending until the friend is active; not_eligible for a self-referral or a repeated address */
  status: z.enum(['pending', 'paid', 'not_eligible']),
  pointsEarned: z.int(),
});
/** One change of a user's points: what earned or spent it, newest first, with the balance after it. */
export const ledgerEntry = z.object({
  id: z.string(),
  createdAt: z.string(),
  reason: z.enum(['share', 'referral', 'achievement', 'giveaway', 'adjustment']),
  description: z.string(),
  delta: z.int(),
  balanceAfter: z.int(),
});
export const pointsLedger = z.object({
  balance: z.int(),
  /** every ledger row of the user; `entries` holds the latest LEDGER_PAGE of them */
  total: z.int(),
  entries: z.array(ledgerEntry),
});
export const LEDGER_PAGE = 200;
export const userShare = z.object({
  id: z.int(),
  createdAt: z.string(),
  platform: z.string(),
  verseReference: z.string(),
  clickCount: z.int(),
  pointsEarned: z.int(),
});
export const userEntry = z.object({
  id: z.string(),
  date: z.string(),
  verseReference: z.string(),
  priorities: z.array(z.string()),
  challenges: z.nullable(z.string()),
});

/** The admin's users list and each user's figures. */
export const userAdminRoutes = routeTable('admin', 'admin', {
  adminUsers: get('/api/admin/users', {
    summary: 'Users, newest first, searchable and paged',
    query: adminUsersQuery,
    response: adminUsersResponse,
  }),
  adminUserAnalytics: get('/api/admin/users/:id/analytics', {
    summary: "A user's figures",
    params: numericIdParams,
    response: userAnalytics,
  }),
  adminUserReferrals: get('/api/admin/users/:id/referrals', {
    summary: 'The users this user referred, newest first, paged (limits.ts)',
    params: numericIdParams,
    query: pageQuery,
    response: z.array(userReferral),
  }),
  adminUserShares: get('/api/admin/users/:id/shares', {
    summary: "A user's scripture shares",
    params: numericIdParams,
    response: z.array(userShare),
  }),
  adminUserPoints: get('/api/admin/users/:id/points', {
    summary: "A user's points ledger: what earned or spent each point, newest first",
    params: numericIdParams,
    response: pointsLedger,
  }),
  adminUserEntries: get('/api/admin/users/:id/entries', {
    summary: "A user's latest 10 daily plans",
    params: numericIdParams,
    response: z.array(userEntry),
  }),
});
