import { type Streak, type StreakOptions, streakOf } from '@reign/domain';
import type { Queryable } from '../../db/connect';
import { streakHistoryOf } from './streak-history-repository';

/**
 * The person's streak on their own `today` (their zone's, which the caller knows): the domain's one
 * streak over their history as the server has it. The admin's view asks it as the person's screens
 * do; the streak achievements with `recordedInTime`.
 */
export async function personStreak(
  db: Queryable,
  userId: number,
  today: string,
  options: StreakOptions = {},
): Promise<Streak> {
  return streakOf(await streakHistoryOf(db, userId), today, options);
}
