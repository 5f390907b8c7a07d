import type { Queryable } from '../../db/connect';
import { countUserRows } from '../../db/shared-statements';

/**
 * The home of earning_plan_days: the Central days on which a user saved a plan that earns
 * (packages/domain fair-points.ts). Referral activity counts these days only; the streak
 * achievements count them while a live plan of that date exists (streaks/streak-history-repository.ts).
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

/** How many earning days a user has (a referred friend is active at REFERRAL_ACTIVE_DAYS). */
export const earningDayCount = (db: Queryable, userId: number): Promise<number> =>
  countUserRows(db, 'earning_plan_days', userId);
