import type { Queryable } from '../../db/connect';

/** The achievements' home: user_achievements (one row per user and type). */

export interface AchievementRow {
  type: string;
  title: string;
  description: string;
  pointsAwarded: number;
  achievedAt: Date;
}

/** Records an achievement once; answers undefined when the user had it already. */
export async function insertAchievement(
  db: Queryable,
  a: { userId: number; type: string; title: string; description: string; points: number },
): Promise<AchievementRow | undefined> {
  const [row] = await db<AchievementRow[]>`
    insert into user_achievements (user_id, title, description, points_awarded, type)
    values (${a.userId}, ${a.title}, ${a.description}, ${a.points}, ${a.type})
    on conflict (user_id, type) do nothing
    returning type, title, description, points_awarded, achieved_at`;
  return row;
}

export async function achievementRowsOf(db: Queryable, userId: number): Promise<AchievementRow[]> {
  return db<AchievementRow[]>`
    select type, title, description, points_awarded, achieved_at from user_achievements
    where user_id = ${userId} order by achieved_at, id`;
}
