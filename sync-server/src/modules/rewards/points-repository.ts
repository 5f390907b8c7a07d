import type { Queryable } from '../../db/connect';
import { countUserRows } from '../../db/shared-statements';

/**
 * The home of the points: the ledger (points_ledger) and the balance it explains, the users
 * table's sharing_points column (rewards owns it; the users module only shows it). The balance
 * changes only here, beside its ledger row (points-service.ts).
 */

export type PointsReason = 'share' | 'referral' | 'achievement' | 'giveaway' | 'adjustment';

/** The ledger row of one points change; answers false when `sourceKey` was recorded already. */
export async function insertLedgerRow(
  db: Queryable,
  row: { userId: number; delta: number; reason: PointsReason; sourceKey: string; note: string | null },
): Promise<boolean> {
  const inserted = await db`
    insert into points_ledger (user_id, delta, reason, source_key, note)
    values (${row.userId}, ${row.delta}, ${row.reason}, ${row.sourceKey}, ${row.note})
    on conflict (source_key) do nothing returning id`;
  return inserted.length > 0;
}

export interface LedgerRow {
  id: string;
  delta: number;
  reason: PointsReason;
  sourceKey: string;
  note: string | null;
  createdAt: Date;
}

/** A user's latest ledger rows, newest first, and how many there are in all. */
export async function ledgerOf(
  db: Queryable,
  userId: number,
  limit: number,
): Promise<{ rows: LedgerRow[]; total: number }> {
  const rows = await db<LedgerRow[]>`
    select id::text as id, delta, reason, source_key, note, created_at from points_ledger
    where user_id = ${userId} order by created_at desc, id desc limit ${limit}`;
  return { rows, total: await countUserRows(db, 'points_ledger', userId) };
}

/**
 * Moves the points balance (beside its ledger row); a move below zero changes nothing and answers
 * undefined. Answers the balance after.
 */
export async function moveBalance(db: Queryable, userId: number, delta: number): Promise<number | undefined> {
  const [row] = await db<{ sharingPoints: number }[]>`
    update users set sharing_points = sharing_points + ${delta}
    where id = ${userId} and sharing_points + ${delta} >= 0 returning sharing_points`;
  return row?.sharingPoints;
}

/** The user's points balance (0 for no such user). */
export async function balanceOf(db: Queryable, userId: number): Promise<number> {
  const [row] = await db<{ sharingPoints: number }[]>`select sharing_points from users where id = ${userId}`;
  return row?.sharingPoints ?? 0;
}
