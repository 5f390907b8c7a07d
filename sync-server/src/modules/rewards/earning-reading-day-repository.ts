import type { Queryable } from '../../db/connect';

/**
 * The home of earning_reading_days: the days on which a user read a day of a reading plan and the
 * server received the tick in time (packages/domain fair-points.ts). The streak achievements count
 * them while a live tick of that date exists (streaks/streak-history-repository.ts reads them).
 */

/** Records an earning reading day once; answers whether it is new. */
export async function insertEarningReadingDay(
  db: Queryable,
  day: { userId: number; date: string; receivedAt: string },
): Promise<boolean> {
  const rows = await db`
    insert into earning_reading_days (user_id, date, received_at)
    values (${day.userId}, ${day.date}, ${day.receivedAt})
    on conflict (user_id, date) do nothing returning date`;
  return rows.length > 0;
}
