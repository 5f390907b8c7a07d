import { LEDGER_PAGE } from '@reign/contract';
import type { Queryable } from '../../db/connect';
import { isoRequired } from '../../lib/dates';
import { HttpError, notFound } from '../../lib/http-error';
import { userExists } from '../users';
import {
  balanceOf,
  insertLedgerRow,
  type LedgerRow,
  ledgerOf,
  moveBalance,
  type PointsReason,
} from './points-repository';

/**
 * Changes a user's points once per `sourceKey`: a ledger row (with `note`, what it was for, in
 * words) and the balance move together (call inside a transaction). A spend that would take the
 * balance below zero changes nothing and throws 400 'Not enough points'. Answers whether it applied
 * and the balance after.
 */
export async function addPoints(
  db: Queryable,
  userId: number,
  delta: number,
  reason: PointsReason,
  sourceKey: string,
  note: string | null = null,
): Promise<{ applied: boolean; balance: number }> {
  if (!(await insertLedgerRow(db, { userId, delta, reason, sourceKey, note })))
    return { applied: false, balance: await balanceOf(db, userId) };
  const balance = await moveBalance(db, userId, delta);
  if (balance === undefined)
    throw new HttpError(400, { code: 'reward.notEnoughPoints' }, { code: 'not_enough_points' });
  return { applied: true, balance };
}

const REASON_WORDS: Record<PointsReason, string> = {
  share: 'Share',
  referral: 'Referral',
  achievement: 'Achievement',
  giveaway: 'Giveaway entry',
  adjustment: 'Adjustment',
};

/** What a ledger row was for, in words (rows from before notes were kept say their reason and key). */
function describe(row: LedgerRow): string {
  if (row.note) return row.note;
  if (row.reason === 'achievement') return `Achievement: ${row.sourceKey.split(':').pop() ?? ''}`;
  return REASON_WORDS[row.reason];
}

/** A user's latest `limit` ledger rows, newest first, each with the balance it left. */
export async function pointsLedgerOf(db: Queryable, userId: number, limit: number) {
  const balance = await balanceOf(db, userId);
  const { rows, total } = await ledgerOf(db, userId, limit);
  let after = balance;
  const entries = rows.map((row) => {
    const entry = {
      id: row.id,
      createdAt: isoRequired(row.createdAt),
      reason: row.reason,
      description: describe(row),
      delta: row.delta,
      balanceAfter: after,
    };
    after -= row.delta;
    return entry;
  });
  return { balance, total, entries };
}

/** A user's points ledger for the administrator (farming shows here); 404 for no such user. */
export async function userPointsLedger(db: Queryable, userId: number) {
  if (!(await userExists(db, userId))) throw notFound();
  return pointsLedgerOf(db, userId, LEDGER_PAGE);
}
