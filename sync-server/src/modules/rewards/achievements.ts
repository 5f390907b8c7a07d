import type { EarnedAchievement } from '@reign/contract';
import {
  ACHIEVEMENTS,
  type AchievementStats,
  type AchievementType,
  earnedAchievements,
  personToday,
} from '@reign/domain';
import type { Queryable } from '../../db/connect';
import { isoRequired } from '../../lib/dates';
import { findTimeZone } from '../profile';
import { personStreak } from '../streaks';
import { type AchievementRow, achievementRowsOf, insertAchievement } from './achievement-repository';
import { achievementStats } from './achievement-stats-repository';
import { addPoints } from './points-service';

function toEarned(row: AchievementRow): EarnedAchievement {
  return {
    achievementId: row.type,
    title: row.title,
    description: row.description,
    pointsAwarded: row.pointsAwarded,
    createdAt: isoRequired(row.achievedAt),
  };
}

/**
 * What the achievement rules count for the user at `now`. The streak is the one streak the person
 * sees (packages/domain streaks.ts) over the days the server recorded in time only, as it stays
 * reached, on the person's own today.
 */
export async function achievementStatsOf(
  db: Queryable,
  userId: number,
  now: Date,
): Promise<AchievementStats> {
  const today = personToday(now, await findTimeZone(db, userId));
  const streak = await personStreak(db, userId, today, { recordedInTime: true });
  return { ...(await achievementStats(db, userId)), longestStreak: streak.reached };
}

/**
 * Awards every achievement the user has now earned and does not have yet, once each (unique per
 * user and type), with its points through the ledger. Call inside the write's transaction.
 */
export async function awardAchievements(
  db: Queryable,
  userId: number,
  now: Date,
): Promise<EarnedAchievement[]> {
  const earned = earnedAchievements(await achievementStatsOf(db, userId, now));
  const awarded: EarnedAchievement[] = [];
  for (const type of earned) {
    const a = ACHIEVEMENTS.find((x) => x.type === type);
    if (!a) continue;
    const row = await insertAchievement(db, {
      userId,
      type: a.type,
      title: a.title,
      description: a.description,
      points: a.points,
    });
    if (!row) continue;
    await addPoints(
      db,
      userId,
      a.points,
      'achievement',
      `achievement:${userId}:${type as AchievementType}`,
      `Achievement: ${a.title}`,
    );
    awarded.push(toEarned(row));
  }
  return awarded;
}

export async function achievementsOf(db: Queryable, userId: number): Promise<EarnedAchievement[]> {
  return (await achievementRowsOf(db, userId)).map(toEarned);
}
