import type { StreakHistory } from '@reign/domain';
import type { Queryable } from '../../db/connect';

/**
 * A read repository across the entries, reading-plans and rewards tables: a person's history as
 * the server has it, which the domain's one streak (`streakOf`) counts. Their live plans and live
 * days read, each with whether the server recorded its date in time (an earning day of that date:
 * rewards' earning_plan_days and earning_reading_days). It only reads.
 */
export async function streakHistoryOf(db: Queryable, userId: number): Promise<StreakHistory> {
  const plans = await db<{ date: string; recordedInTime: boolean }[]>`
    select distinct to_char(e.date, 'YYYY-MM-DD') as date,
      exists (select 1 from earning_plan_days d where d.user_id = e.user_id and d.date = e.date)
        as recorded_in_time
    from entries e where e.user_id = ${userId} and e.deleted_at is null`;
  const readingDays = await db<{ readOn: string; recordedInTime: boolean }[]>`
    select distinct to_char(r.read_on, 'YYYY-MM-DD') as read_on,
      exists (select 1 from earning_reading_days d where d.user_id = r.user_id and d.date = r.read_on)
        as recorded_in_time
    from reading_progress r where r.user_id = ${userId} and r.deleted_at is null`;
  return { plans, readingDays };
}
