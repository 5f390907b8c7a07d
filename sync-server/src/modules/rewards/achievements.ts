import type { EarnedAchievement } from '@reign/contract';
import { ACHIEVEMENTS, type AchievementType, earnedAchievements, longestPlanStreak } from '@reign/domain';
import type { Queryable } from '../../db/connect';
import { isoRequired } from '../../lib/dates';
import { type AchievementRow, achievementRowsOf, insertAchievement } from './achievement-repository';
import { achievementStats } from './achievement-stats-repository';
import { earningDaysWithPlan } from './earning-day-repository';
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
 * Awards every achievement the user has now earned and does not have yet, once each (unique per
 * user and type), with its points through the ledger. The streak is the domain's one rule over the
 * days that earn. Call inside the write's transaction.
 */
export async function awardAchievements(db: Queryable, userId: number): Promise<EarnedAchievement[]> {
  const earned = earnedAchievements({
    ...(await achievementStats(db, userId)),
    longestStreak: longestPlanStreak(await earningDaysWithPlan(db, userId)),
  });
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
