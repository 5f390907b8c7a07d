import { adminMessages, routes } from '@reign/contract';
import { centralDate } from '@reign/domain';
import type { FastifyInstance } from 'fastify';
import type { Sql } from '../../db/connect';
import { defineRoute } from '../../lib/define-route';
import { notFound } from '../../lib/http-error';
import { iso, isoRequired } from '../user-data/user-write';

async function mustExist(sql: Sql, id: number) {
  const rows = await sql`select 1 from users where id = ${id}`;
  if (rows.length === 0) throw notFound(adminMessages.notFound);
}

/** Consecutive days with a plan, ending at the latest plan when that is today or yesterday (Central). */
async function currentStreak(sql: Sql, userId: number, today: string): Promise<number> {
  const [row] = await sql<{ streak: number }[]>`
    with days as (select distinct date from entries where user_id = ${userId} and deleted_at is null),
         runs as (select date, date - (row_number() over (order by date))::int as run from days),
         last_run as (select run, max(date) as last, count(*)::int as n from runs group by run order by last desc limit 1)
    select case when last >= ${today}::date - 1 then n else 0 end as streak from last_run`;
  return row?.streak ?? 0;
}

export default async function usersAdminRoutes(app: FastifyInstance) {
  const { sql } = app.db;

  defineRoute(app, routes.adminUsers, async ({ query }) => {
    const pattern = `%${query.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    const where = query.search
      ? sql`where username ilike ${pattern} or display_name ilike ${pattern} or email ilike ${pattern} or referral_code ilike ${pattern}`
      : sql``;
    const [count] = await sql<{ n: number }[]>`select count(*)::int as n from users ${where}`;
    const rows = await sql<
      Array<{
        id: number;
        username: string;
        displayName: string | null;
        email: string | null;
        sharingPoints: number;
        createdAt: Date;
        referralCode: string;
        referredBy: number | null;
        isPaidMember: boolean;
      }>
    >`
      select id, username, display_name, email, sharing_points, created_at, referral_code, referred_by, is_paid_member
      from users ${where} order by created_at desc, id desc
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`;
    return {
      users: rows.map((r) => ({ ...r, createdAt: isoRequired(r.createdAt) })),
      total: count?.n ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  });

  defineRoute(app, routes.adminUserAnalytics, async ({ params }) => {
    await mustExist(sql, params.id);
    const [figures] = await sql<
      {
        totalEntries: number;
        totalShares: number;
        totalShareClicks: number;
        totalReferrals: number;
        lastActive: Date | null;
      }[]
    >`
      select
        (select count(*)::int from entries where user_id = ${params.id} and deleted_at is null) as total_entries,
        (select count(*)::int from scripture_shares where user_id = ${params.id}) as total_shares,
        (select coalesce(sum(click_count), 0)::int from scripture_shares where user_id = ${params.id}) as total_share_clicks,
        (select count(*)::int from users where referred_by = ${params.id}) as total_referrals,
        greatest(
          (select max(created_at) from entries where user_id = ${params.id}),
          (select max(created_at) from scripture_shares where user_id = ${params.id}),
          (select max(created_at) from giveaway_entries where user_id = ${params.id})
        ) as last_active`;
    return {
      totalEntries: figures?.totalEntries ?? 0,
      totalShares: figures?.totalShares ?? 0,
      totalShareClicks: figures?.totalShareClicks ?? 0,
      totalReferrals: figures?.totalReferrals ?? 0,
      consecutiveDays: await currentStreak(sql, params.id, centralDate(app.now())),
      lastActiveDate: iso(figures?.lastActive ?? null),
    };
  });

  defineRoute(app, routes.adminUserReferrals, async ({ params }) => {
    await mustExist(sql, params.id);
    const rows = await sql<
      {
        id: number;
        username: string;
        displayName: string | null;
        email: string | null;
        createdAt: Date;
        pointsEarned: number;
      }[]
    >`
      select u.id, u.username, u.display_name, u.email, u.created_at,
        coalesce((select delta from points_ledger where source_key = 'referral:' || u.id), 0)::int as points_earned
      from users u where u.referred_by = ${params.id} order by u.created_at desc`;
    return rows.map((r) => ({ ...r, createdAt: isoRequired(r.createdAt) }));
  });

  defineRoute(app, routes.adminUserShares, async ({ params }) => {
    await mustExist(sql, params.id);
    const rows = await sql<
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
      where user_id = ${params.id} order by created_at desc limit 200`;
    return rows.map((r) => ({ ...r, createdAt: isoRequired(r.createdAt) }));
  });

  defineRoute(app, routes.adminUserEntries, async ({ params }) => {
    await mustExist(sql, params.id);
    return sql<
      { id: string; date: string; verseReference: string; priorities: string[]; challenges: string | null }[]
    >`
      select id, date::text as date, verse_reference, priorities, challenges from entries
      where user_id = ${params.id} and deleted_at is null order by date desc, created_at desc limit 10`;
  });
}
