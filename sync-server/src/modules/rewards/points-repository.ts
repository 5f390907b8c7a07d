import type { Queryable } from '../../db/connect';
import { HttpError } from '../../lib/http-error';

export type PointsReason = 'share' | 'referral' | 'achievement' | 'giveaway' | 'adjustment';

/**
 * Changes a user's points once per `sourceKey`: a ledger row and the balance move together (call
 * inside a transaction). A spend that would take the balance below zero changes nothing and throws
 * 400 'Not enough points'. Answers whether it applied and the balance after.
 */
export async function addPoints(
  db: Queryable,
  userId: number,
  delta: number,
  reason: PointsReason,
  sourceKey: string,
): Promise<{ applied: boolean; balance: number }> {
  const inserted = await db`
    insert into points_ledger (user_id, delta, reason, source_key) values (${userId}, ${delta}, ${reason}, ${sourceKey})
    on conflict (source_key) do nothing returning id`;
  if (inserted.length === 0) return { applied: false, balance: await balanceOf(db, userId) };
  const [row] = await db<{ sharingPoints: number }[]>`
    update users set sharing_points = sharing_points + ${delta}
    where id = ${userId} and sharing_points + ${delta} >= 0 returning sharing_points`;
  if (!row) throw new HttpError(400, 'Not enough points');
  return { applied: true, balance: row.sharingPoints };
}

export async function balanceOf(db: Queryable, userId: number): Promise<number> {
  const [row] = await db<{ sharingPoints: number }[]>`select sharing_points from users where id = ${userId}`;
  return row?.sharingPoints ?? 0;
}

/** Share points already earned on one Central day. */
export async function sharePointsOn(db: Queryable, userId: number, centralDay: string): Promise<number> {
  const [row] = await db<{ total: number }[]>`
    select coalesce(sum(delta), 0)::int as total from points_ledger
    where user_id = ${userId} and reason = 'share'
      and (created_at at time zone 'America/Chicago')::date = ${centralDay}`;
  return row?.total ?? 0;
}

export async function pointsBySourcePrefix(
  db: Queryable,
  userId: number,
  prefix: string,
): Promise<Map<string, number>> {
  const rows = await db<{ sourceKey: string; delta: number }[]>`
    select source_key, delta from points_ledger where user_id = ${userId} and source_key like ${`${prefix}%`}`;
  return new Map(rows.map((r) => [r.sourceKey, r.delta]));
}
