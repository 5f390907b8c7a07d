import * as z from 'zod/mini';
import { numericIdParams } from './common';
import { requiredText } from './fields';
import { get, post, routeTable } from './route-builder';

/** How a member became one: a card payment, or the administrator's grant. */
export const membershipSource = z.nullable(z.enum(['payment', 'granted']));
export type MembershipSource = z.infer<typeof membershipSource>;

export const supportMessages = {
  reasonRequired: 'Please give a reason (for example: gift, refund, support).',
  reasonTooLong: 'The reason has at most 300 characters.',
  alreadyMember: 'This user is already a member.',
  notMember: 'This user is not a member.',
  granted: 'Lifetime membership granted.',
  revoked: 'Lifetime membership revoked.',
} as const;

const reason = requiredText(supportMessages.reasonRequired, 300, supportMessages.reasonTooLong);

/** Grant (member: true) or revoke (member: false) a lifetime membership, always with a reason. */
export const membershipChangeBody = z.strictObject({ member: z.boolean(), reason });
export type MembershipChangeBody = z.input<typeof membershipChangeBody>;

/** One grant or revocation: what, why, by whom and when. */
export const membershipChange = z.object({
  id: z.int(),
  action: z.enum(['grant', 'revoke']),
  reason: z.string(),
  byUsername: z.nullable(z.string()),
  createdAt: z.string(),
});
export const membershipState = z.object({
  isPaidMember: z.boolean(),
  membershipSource,
  paymentDate: z.nullable(z.string()),
  /** the grants and revocations, newest first */
  history: z.array(membershipChange),
});
export type MembershipState = z.infer<typeof membershipState>;

/** A reset code the administrator passes on to the user (6 characters, 15 minutes, single use). */
export const adminResetCode = z.object({ code: z.string(), expiresAt: z.string() });

/** The administrator's help for a user: membership by grant, a password reset code without e-mail. */
export const userSupportRoutes = routeTable('admin', 'admin', {
  adminUserMembership: get('/api/admin/users/:id/membership', {
    summary: "A user's membership: whether, how (card payment or granted), and the grants' history",
    params: numericIdParams,
    response: membershipState,
  }),
  adminChangeMembership: post('/api/admin/users/:id/membership', {
    summary: 'Grant or revoke a lifetime membership with a reason; recorded with who and when',
    params: numericIdParams,
    body: membershipChangeBody,
    response: membershipState,
  }),
  adminUserResetCode: post('/api/admin/users/:id/reset-code', {
    summary: 'Make a password reset code for a user (replaces any earlier one); shown once',
    params: numericIdParams,
    response: adminResetCode,
  }),
});
