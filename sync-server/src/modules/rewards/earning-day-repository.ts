import type { Queryable } from '../../db/connect';
import { countUserRows } from '../../db/shared-statements';

/**
 * The home of earning_plan_days: the Central days on which a user saved a plan that earns
 * (packages/domain fair-points.ts). Streaks and referral activity count these days only, and only
 * while a live plan of that date exists.
 */

/** Records an earning day once; answers whether it is new. */
export async function insertEarningDay(
  db: Queryable,
  day: { userId: number; date: string; entryId: string; receivedAt: string },
): Promise<boolean> {
  const rows = await db`
    insert into earning_plan_days (user_id, date, entry_id, received_at)
    values (${day.userId}, ${day.date}, ${day.entryId}, ${day.receivedAt})
    on conflict (user_id, date) do nothing returning date`;
  return rows.length > 0;
}

/** The longest run of consecutive earning days that still have a live plan (gaps and islands). */
export async function longestEarningStreak(db: Queryable, userId: number): Promise<number> {
  const [row] = await db<{ longest: number }[]>`
    with days as (
      select d.date from earning_plan_days d
      where d.user_id = ${userId}
        and exists (select 1 from entries e where e.user_id = d.user_id and e.date = d.date and e.deleted_at is null)),
         runs as (select date - (row_number() over (order by date))::int as run from days)
    select coalesce(max(n), 0)::int as longest from (select count(*) as n from runs group by run) r`;
  return row?.longest ?? 0;
}

/** How many earning days a user has (a referred friend is active at REFERRAL_ACTIVE_DAYS). */
export const earningDayCount = (db: Queryable, userId: number): Promise<number> =>
  countUserRows(db, 'earning_plan_days', userId);
