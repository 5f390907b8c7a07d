import type { ReferralRefusal } from '@reign/domain';
import type { Queryable } from '../../db/connect';

/** The referrals' home: one row per referred account, pending until the friend is active. */

export type ReferralStatus = 'pending' | 'paid' | 'refused';

export async function insertReferral(
  db: Queryable,
  r: { referredId: number; referrerId: number; address: string; refusal: ReferralRefusal | null },
): Promise<void> {
  await db`
    insert into referrals (referred_id, referrer_id, status, refusal, address)
    values (${r.referredId}, ${r.referrerId}, ${r.refusal ? 'refused' : 'pending'}, ${r.refusal}, ${r.address})
    on conflict (referred_id) do nothing`;
}

/** Whether another sign-up with this referrer's code came from `address` within `hours`. */
export async function recentReferralFrom(
  db: Queryable,
  referrerId: number,
  address: string,
  hours: number,
): Promise<boolean> {
  const rows = await db`
    select 1 from referrals
    where referrer_id = ${referrerId} and address = ${address}
      and created_at > now() - make_interval(hours => ${hours})
    limit 1`;
  return rows.length > 0;
}

/** The pending referral of a referred account, locked until the transaction ends. */
export async function lockPendingReferral(
  db: Queryable,
  referredId: number,
): Promise<{ referrerId: number } | undefined> {
  const [row] = await db<{ referrerId: number }[]>`
    select referrer_id from referrals where referred_id = ${referredId} and status = 'pending' for update`;
  return row;
}

/** Referrals of one referrer paid on a Central day. */
/** The referrer's referrals paid in [from, to): their day, as instants (the zone's midnights). */
export async function referralsPaidBetween(
  db: Queryable,
  referrerId: number,
  from: Date,
  to: Date,
): Promise<number> {
  const [row] = await db<{ n: number }[]>`
    select count(*)::int as n from referrals
    where referrer_id = ${referrerId} and status = 'paid'
      and paid_at >= ${from.toISOString()} and paid_at < ${to.toISOString()}`;
  return row?.n ?? 0;
}

export async function markReferralPaid(db: Queryable, referredId: number, at: string): Promise<void> {
  await db`update referrals set status = 'paid', paid_at = ${at} where referred_id = ${referredId}`;
}

export interface ReferralRow {
  id: number;
  username: string;
  displayName: string | null;
  email: string | null;
  createdAt: Date;
  status: ReferralStatus;
  refusal: ReferralRefusal | null;
}

/** The newest `limit` people a user referred, with each referral's state and the points it paid. */
export async function referralsOf(
  db: Queryable,
  referrerId: number,
  limit: number,
): Promise<(ReferralRow & { pointsEarned: number })[]> {
  return db<(ReferralRow & { pointsEarned: number })[]>`
    select u.id, u.username, u.display_name, u.email, u.created_at, r.status, r.refusal,
      coalesce(l.delta, 0)::int as points_earned
    from referrals r join users u on u.id = r.referred_id
    left join points_ledger l on l.user_id = ${referrerId} and l.source_key = 'referral:' || r.referred_id
    where r.referrer_id = ${referrerId} order by u.created_at desc, u.id desc limit ${limit}`;
}

/** All of a user's referrals counted: how many, how many pending, and the points they paid. */
export async function referralTotals(db: Queryable, referrerId: number) {
  const [row] = await db<{ total: number; pending: number; points: number }[]>`
    select count(*)::int as total, (count(*) filter (where r.status = 'pending'))::int as pending,
      coalesce(sum(l.delta), 0)::int as points
    from referrals r join users u on u.id = r.referred_id
    left join points_ledger l on l.user_id = ${referrerId} and l.source_key = 'referral:' || r.referred_id
    where r.referrer_id = ${referrerId}`;
  return row ?? { total: 0, pending: 0, points: 0 };
}
