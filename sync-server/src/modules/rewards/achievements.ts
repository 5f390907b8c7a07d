import type { EarnedAchievement } from '@reign/contract';
import { ACHIEVEMENTS, type AchievementType, earnedAchievements } from '@reign/domain';
import type { Queryable } from '../../db/connect';
import { isoRequired } from '../user-data/user-write';
import { addPoints } from './points-repository';

async function statsFor(db: Queryable, userId: number) {
  const [shares] = await db<{ n: number; platforms: string[] | null }[]>`
    select count(*)::int as n, array_agg(distinct platform) as platforms from scripture_shares where user_id = ${userId}`;
  const [referrals] = await db<
    { n: number }[]
  >`select count(*)::int as n from users where referred_by = ${userId}`;
  // the longest run of consecutive days with a saved plan (gaps and islands over distinct dates)
  const [streak] = await db<{ longest: number }[]>`
    with days as (select distinct date from entries where user_id = ${userId} and deleted_at is null),
         runs as (select date - (row_number() over (order by date))::int as run from days)
    select coalesce(max(n), 0)::int as longest from (select count(*) as n from runs group by run) r`;
  return {
    shares: shares?.n ?? 0,
    platforms: new Set(shares?.platforms ?? []),
    referrals: referrals?.n ?? 0,
    longestStreak: streak?.longest ?? 0,
  };
}

function toEarned(row: {
  type: string;
  title: string;
  description: string;
  pointsAwarded: number;
  achievedAt: Date;
}): EarnedAchievement {
  return {
    achievementId: row.type,
    title: row.title,
    description: row.description,
    pointsAwarded: row.pointsAwarded,
    createdAt: isoRequired(row.achievedAt),
  };
}

/**
 * Awards every achievement the user has now earned and does not have yet, once each (unique per
 * user and type), with its points through the ledger. Call inside the write's transaction.
 */
export async function awardAchievements(db: Queryable, userId: number): Promise<EarnedAchievement[]> {
  const earned = earnedAchievements(await statsFor(db, userId));
  const awarded: EarnedAchievement[] = [];
  for (const type of earned) {
    const a = ACHIEVEMENTS.find((x) => x.type === type);
    if (!a) continue;
    const [row] = await db<
      { type: string; title: string; description: string; pointsAwarded: number; achievedAt: Date }[]
    >`
      insert into user_achievements (user_id, title, description, points_awarded, type)
      values (${userId}, ${a.title}, ${a.description}, ${a.points}, ${a.type})
      on conflict (user_id, type) do nothing
      returning type, title, description, points_awarded, achieved_at`;
    if (!row) continue;
    await addPoints(db, userId, a.points, 'achievement', `achievement:${userId}:${type as AchievementType}`);
    awarded.push(toEarned(row));
  }
  return awarded;
}

export async function achievementsOf(db: Queryable, userId: number): Promise<EarnedAchievement[]> {
  const rows = await db<
    { type: string; title: string; description: string; pointsAwarded: number; achievedAt: Date }[]
  >`
    select type, title, description, points_awarded, achieved_at from user_achievements
    where user_id = ${userId} order by achieved_at, id`;
  return rows.map(toEarned);
}
