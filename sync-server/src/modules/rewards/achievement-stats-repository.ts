import type { AchievementStats } from '@reign/domain';
import type { Queryable } from '../../db/connect';

/**
 * A read repository: what the achievement rules count (packages/domain fair-points.ts), read from
 * the rewards tables. Shares that counted, the platforms on which a share was opened by someone
 * else, and referrals that were paid (the streak is the streaks module's: achievements.ts).
 * It only reads.
 */
export async function achievementStats(
  db: Queryable,
  userId: number,
): Promise<Omit<AchievementStats, 'longestStreak'>> {
  const [shares] = await db<{ n: number; platforms: string[] | null }[]>`
    select count(*) filter (where counted)::int as n,
           array_agg(distinct platform) filter (where click_count > 0) as platforms
    from scripture_shares where user_id = ${userId}`;
  const [referrals] = await db<{ n: number }[]>`
    select count(*)::int as n from referrals where referrer_id = ${userId} and status = 'paid'`;
  return {
    shares: shares?.n ?? 0,
    platforms: new Set(shares?.platforms ?? []),
    referrals: referrals?.n ?? 0,
  };
}
