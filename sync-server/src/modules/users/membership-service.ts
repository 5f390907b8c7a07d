import type { MembershipState } from '@reign/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Sql } from '../../db/connect';
import { iso, isoRequired } from '../../lib/dates';
import { badRequest, notFound } from '../../lib/http-error';
import { addMembershipGrant, membershipGrantsOf } from './membership-grant-repository';
import { membershipOf } from './user-admin-repository';
import { lockUser, setPaidMember } from './user-repository';

/** A user's membership: whether, how, and the administrator's grants and revocations. */
export async function membershipState(sql: Sql, userId: number): Promise<MembershipState> {
  const row = await membershipOf(sql, userId);
  if (!row) throw notFound();
  const history = await membershipGrantsOf(sql, userId);
  return {
    isPaidMember: row.isPaidMember,
    membershipSource: row.membershipSource,
    paymentDate: iso(row.paymentDate),
    history: history.map((h) => ({ ...h, createdAt: isoRequired(h.createdAt) })),
  };
}

/**
 * Grants or revokes a lifetime membership for the administrator, with the reason, who and when in
 * membership_grants. Granting a member, or revoking a non-member, is a 400 that changes nothing.
 */
export async function changeMembership(
  sql: Sql,
  log: FastifyBaseLogger,
  change: { userId: number; member: boolean; reason: string; by: number },
): Promise<MembershipState> {
  const outcome = await sql.begin(async (tx) => {
    if (!(await membershipOf(tx, change.userId))) return 'missing' as const;
    await lockUser(tx, change.userId);
    if (!(await setPaidMember(tx, change.userId, change.member))) return 'unchanged' as const;
    await addMembershipGrant(tx, {
      userId: change.userId,
      action: change.member ? 'grant' : 'revoke',
      reason: change.reason,
      grantedBy: change.by,
    });
    return 'changed' as const;
  });
  if (outcome === 'missing') throw notFound();
  if (outcome === 'unchanged')
    throw badRequest(change.member ? { code: 'support.alreadyMember' } : { code: 'support.notMember' });
  log.info(
    { userId: change.userId, by: change.by, member: change.member },
    change.member ? 'lifetime membership granted' : 'lifetime membership revoked',
  );
  return membershipState(sql, change.userId);
}
