import type { Queryable } from '../../db/connect';

/**
 * A read repository: the admin's views of the users (the list, and per user the figures, invited
 * people, shares and plans), read across other modules' tables in one query each. It only reads.
 */

export interface AdminUserRow {
  id: number;
  username: string;
  displayName: string | null;
  email: string | null;
  sharingPoints: number;
  createdAt: Date;
  referralCode: string;
  referredBy: number | null;
  /** the referrer's username, so the admin reads a name, not an id */
  referredByName: string | null;
  isPaidMember: boolean;
  membershipSource: 'payment' | 'granted' | null;
}

/** How a member became one: a payments row means by card; any other member was granted it. */
const MEMBERSHIP_SOURCE = `case when not is_paid_member then null
  when exists (select 1 from payments p where p.user_id = users.id) then 'payment' else 'granted' end`;

/** One page of users, newest first, and how many match; `search` matches names, e-mail and code. */
export async function searchUsers(
  db: Queryable,
  q: { search: string; page: number; pageSize: number },
): Promise<{ rows: AdminUserRow[]; total: number }> {
  const pattern = `%${q.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  const where = q.search
    ? db`where username ilike ${pattern} or display_name ilike ${pattern} or email ilike ${pattern} or referral_code ilike ${pattern}`
    : db``;
  const [count] = await db<{ n: number }[]>`select count(*)::int as n from users ${where}`;
  const rows = await db<AdminUserRow[]>`
    select id, username, display_name, email, sharing_points, created_at, referral_code, referred_by, is_paid_member,
      (select r.username from users r where r.id = users.referred_by) as referred_by_name,
      ${db.unsafe(MEMBERSHIP_SOURCE)} as membership_source
    from users ${where} order by created_at desc, id desc
    limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`;
  return { rows, total: count?.n ?? 0 };
}

export async function membershipOf(db: Queryable, userId: number) {
  const [row] = await db<
    { isPaidMember: boolean; paymentDate: Date | null; membershipSource: 'payment' | 'granted' | null }[]
  >`
    select is_paid_member, payment_date, ${db.unsafe(MEMBERSHIP_SOURCE)} as membership_source
    from users where id = ${userId}`;
  return row;
}

export async function userFigures(db: Queryable, userId: number) {
  const [figures] = await db<
    {
      totalEntries: number;
      totalShares: number;
      totalShareClicks: number;
      totalReferrals: number;
      lastActive: Date | null;
      /** the zone the person chose for their day (null: America/Chicago) */
      timeZone: string | null;
    }[]
  >`
    select
      (select time_zone from user_profiles where user_id = ${userId}) as time_zone,
      (select count(*)::int from entries where user_id = ${userId} and deleted_at is null) as total_entries,
      (select count(*)::int from scripture_shares where user_id = ${userId}) as total_shares,
      (select coalesce(sum(click_count), 0)::int from scripture_shares where user_id = ${userId}) as total_share_clicks,
      (select count(*)::int from users where referred_by = ${userId}) as total_referrals,
      greatest(
        (select max(created_at) from entries where user_id = ${userId}),
        (select max(created_at) from scripture_shares where user_id = ${userId}),
        (select max(created_at) from giveaway_entries where user_id = ${userId})
      ) as last_active`;
  return figures;
}

/** The people a user invited, with the points each earned the user. */
/**
 * A page of the users `userId` referred, newest first: at most `limit + 1` (the extra one says there
 * is more) after the key `after` ([created_at in microseconds since 1970, id]) when given; each
 * with its key's time as `pageAt`.
 */
export async function referralsWithPoints(
  db: Queryable,
  userId: number,
  limit: number,
  after?: readonly string[],
) {
  return db<
    {
      id: number;
      username: string;
      displayName: string | null;
      email: string | null;
      createdAt: Date;
      status: 'pending' | 'paid' | 'refused' | null;
      pointsEarned: number;
      pageAt: string;
    }[]
  >`
    select u.id, u.username, u.display_name, u.email, u.created_at, r.status,
      (extract(epoch from u.created_at) * 1000000)::bigint::text as page_at,
      coalesce((select delta from points_ledger where source_key = 'referral:' || u.id), 0)::int as points_earned
    from users u left join referrals r on r.referred_id = u.id
    where u.referred_by = ${userId}
      ${after ? db`and (u.created_at, u.id) < (timestamptz 'epoch' + ${after[0] as string}::bigint * interval '1 microsecond', ${after[1] as string}::int)` : db``}
    order by u.created_at desc, u.id desc limit ${limit + 1}`;
}

export async function latestShares(db: Queryable, userId: number) {
  return db<
    {
      id: number;
      createdAt: Date;
      platform: string;
      verseReference: string;
      clickCount: number;
      pointsEarned: number;
    }[]
  >`
    select id, created_at, platform, verse_reference, click_count, points_earned from scripture_shares
    where user_id = ${userId} order by created_at desc limit 200`;
}

export async function latestPlans(db: Queryable, userId: number) {
  return db<
    { id: string; date: string; verseReference: string; priorities: string[]; challenges: string | null }[]
  >`
    select id, date::text as date, verse_reference, priorities, challenges from entries
    where user_id = ${userId} and deleted_at is null order by date desc, created_at desc limit 10`;
}
