import type { Queryable } from '../../db/connect';
import { countUserRows } from '../../db/shared-statements';

/**
 * The home of earning_plan_days: the Central days on which a user saved a plan that earns
 * (packages/domain fair-points.ts). Streak achievements and referral activity count these days only
 * (the streaks only while a live plan of that date exists).
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

/**
 * The user's earning days that still have a live plan (YYYY-MM-DD, ascending): what the streak
 * achievements count, by the domain's one streak rule (`longestPlanStreak`).
 */
export async function earningDaysWithPlan(db: Queryable, userId: number): Promise<string[]> {
  const rows = await db<{ date: string }[]>`
    select to_char(d.date, 'YYYY-MM-DD') as date from earning_plan_days d
    where d.user_id = ${userId}
      and exists (select 1 from entries e where e.user_id = d.user_id and e.date = d.date and e.deleted_at is null)
    order by d.date`;
  return rows.map((r) => r.date);
}

/** How many earning days a user has (a referred friend is active at REFERRAL_ACTIVE_DAYS). */
export const earningDayCount = (db: Queryable, userId: number): Promise<number> =>
  countUserRows(db, 'earning_plan_days', userId);
