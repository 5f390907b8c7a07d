import type { Queryable } from '../../db/connect';
import type { DayCount } from './day-count';

// prayer_wall_prayed: each 'I prayed' on the wall, one row per tap (migration 0139).

export async function insertPrayed(
  db: Queryable,
  tap: { id: string; requestId: string; userId: number; at: Date },
): Promise<void> {
  await db`
    insert into prayer_wall_prayed (id, request_id, user_id, prayed_at)
    values (${tap.id}, ${tap.requestId}, ${tap.userId}, ${tap.at})`;
}

/** Who made the tap with this id, for which request (a tap sent again), or null. */
export async function findPrayed(
  db: Queryable,
  id: string,
): Promise<{ userId: number | null; requestId: string } | null> {
  const [row] = await db<{ userId: number | null; requestId: string }[]>`
    select user_id, request_id from prayer_wall_prayed where id = ${id}`;
  return row ?? null;
}

/** How many times the person said 'I prayed' on the wall since `since` (WALL_LIMITS.prayedPerDay). */
export async function countPrayedSince(db: Queryable, userId: number, since: Date): Promise<DayCount> {
  const [row] = await db<DayCount[]>`
    select count(*)::int as count, min(prayed_at) as oldest from prayer_wall_prayed
    where user_id = ${userId} and prayed_at > ${since}`;
  return row ?? { count: 0, oldest: null };
}
