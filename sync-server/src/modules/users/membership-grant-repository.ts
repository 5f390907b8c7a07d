import type { Queryable } from '../../db/connect';

/** membership_grants: the administrator's grants and revocations of lifetime membership. */

export interface MembershipGrantRow {
  id: number;
  action: 'grant' | 'revoke';
  reason: string;
  byUsername: string | null;
  createdAt: Date;
}

export async function addMembershipGrant(
  db: Queryable,
  row: { userId: number; action: 'grant' | 'revoke'; reason: string; grantedBy: number },
): Promise<void> {
  await db`
    insert into membership_grants (user_id, action, reason, granted_by)
    values (${row.userId}, ${row.action}, ${row.reason}, ${row.grantedBy})`;
}

/** A user's grants and revocations, newest first. */
export async function membershipGrantsOf(db: Queryable, userId: number): Promise<MembershipGrantRow[]> {
  return db<MembershipGrantRow[]>`
    select g.id, g.action, g.reason, u.username as by_username, g.created_at
    from membership_grants g left join users u on u.id = g.granted_by
    where g.user_id = ${userId} order by g.created_at desc, g.id desc`;
}
