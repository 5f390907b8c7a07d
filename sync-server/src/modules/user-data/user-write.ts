import type { Sql, Tx } from '../../db/connect';

/**
 * Every write to a user's synced rows runs in one transaction that first bumps the user's
 * sync_version. The bump locks the user's row until commit, so a user's writes commit in version
 * order and a pull that has seen version N has seen every write numbered N or lower.
 */
export function nextVersion(tx: Tx, userId: number): Promise<number> {
  return reserveVersions(tx, userId, 1);
}

/**
 * Bumps the user's sync_version by `count` at once and returns the first of those versions, for a
 * transaction that makes several writes each with a version of its own (a sync push batch). The
 * user's row stays locked until commit, so the versions stay in commit order exactly as with
 * `nextVersion`; versions left unused are harmless gaps (pull asks for "above the cursor").
 */
export async function reserveVersions(tx: Tx, userId: number, count: number): Promise<number> {
  const [row] = await tx<{ syncVersion: string }[]>`
    update users set sync_version = sync_version + ${count} where id = ${userId} returning sync_version`;
  if (!row) throw new Error(`user ${userId} vanished during a write`);
  return Number(row.syncVersion) - count + 1;
}

export interface WriteContext {
  tx: Tx;
  userId: number;
  isPaidMember: boolean;
  version: number;
}

/** Runs a write of one user's data in its own transaction with the next version. */
export function runUserWrite<T>(
  sql: Sql,
  user: { id: number; isPaidMember: boolean },
  write: (ctx: WriteContext) => Promise<T>,
): Promise<T> {
  return sql.begin(async (tx) => {
    const version = await nextVersion(tx, user.id);
    return write({ tx, userId: user.id, isPaidMember: user.isPaidMember, version });
  }) as Promise<T>;
}

export const iso = (d: Date | string | null): string | null =>
  d === null ? null : d instanceof Date ? d.toISOString() : new Date(d).toISOString();
export const isoRequired = (d: Date | string): string =>
  d instanceof Date ? d.toISOString() : new Date(d).toISOString();
