import type { CodedMessage, ConflictOrigin } from '@reign/contract';
import type { Sql, Tx } from '../../db/connect';
import { HttpError, notFound, unauthorized } from '../../lib/http-error';
import { bumpSyncVersion } from '../users';
import type { LiveCounts } from './live-counts';

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
  const version = await bumpSyncVersion(tx, userId, count);
  // the account was deleted after this request's session was read: the person is signed out
  if (version === undefined) throw unauthorized();
  return version - count + 1;
}

/**
 * The one circle a transaction may write besides the person's rows (docs/decisions.md, 'Praying
 * for each other'): a write of a circle's rows enters its circle first; entering a second
 * throws `AnotherCircle`, and the push goes on with that mutation in a transaction of its own.
 */
export class CircleScope {
  private entered: string | null = null;
  enter(circleId: string): void {
    if (this.entered !== null && this.entered !== circleId) throw new AnotherCircle();
    this.entered = circleId;
  }
}

/** A write that would make its transaction write a second circle (never an answer: the push splits there). */
export class AnotherCircle extends Error {
  constructor() {
    super('this transaction has written another circle');
  }
}

export interface WriteContext {
  tx: Tx;
  userId: number;
  isPaidMember: boolean;
  version: number;
  /** when this write happens (the server's clock, ISO): the `at` of the domain's entity rules */
  at: string;
  /** the id of the write when it has one (a pushed mutation's): the id of a conflict it leaves */
  writeId?: string;
  /** the device a pushed write came from: a conflict it leaves names it */
  origin?: ConflictOrigin;
  /** the circle this transaction writes, if any (one at most) */
  circle: CircleScope;
  /** a transaction of several writes (a sync push): the live rows its creates counted */
  liveCounts?: LiveCounts;
}

/** The clock of a write: the server's, never a device's. */
export const writeTime = (): string => new Date().toISOString();

/** A create whose client-made id is another user's row: the client should make a new id. */
export const idTaken = () => new HttpError(409, { code: 'server.idTaken' });

/** A synced row as the ownership checks read it. */
interface OwnedRow {
  userId: number;
  deletedAt: Date | null;
}

/**
 * The row a create with a client-made id finds under that id, if any: another user's is 409, a
 * deleted one 404 (`notFoundMessage`). The user's own live row is answered: the create is a retry.
 */
export function sameIdRow<R extends OwnedRow>(
  ctx: WriteContext,
  existing: R | undefined,
  notFoundMessage: CodedMessage,
): R | undefined {
  if (existing && existing.userId !== ctx.userId) throw idTaken();
  if (existing?.deletedAt) throw notFound(notFoundMessage);
  return existing;
}

/** The user's row with this id, locked; 404 (`notFoundMessage`) for none or another user's. */
export async function lockOwnRow<R extends OwnedRow>(
  ctx: WriteContext,
  find: (tx: Tx, id: string, forUpdate: boolean) => Promise<R | undefined>,
  id: string,
  notFoundMessage: CodedMessage,
): Promise<R> {
  const row = await find(ctx.tx, id, true);
  if (!row || row.userId !== ctx.userId) throw notFound(notFoundMessage);
  return row;
}

/** Runs a write of one user's data in its own transaction with the next version. */
export function runUserWrite<T>(
  sql: Sql,
  user: { id: number; isPaidMember: boolean },
  write: (ctx: WriteContext) => Promise<T>,
): Promise<T> {
  return sql.begin(async (tx) => {
    const version = await nextVersion(tx, user.id);
    const ctx = { tx, userId: user.id, isPaidMember: user.isPaidMember, version, at: writeTime() };
    return write({ ...ctx, circle: new CircleScope() });
  }) as Promise<T>;
}

/**
 * Runs a change of one row that answers null when the row was deleted meanwhile (the delete wins):
 * that is 404 (`notFoundMessage`), thrown inside the write so its version bump is rolled back.
 */
export function runUserChange<T>(
  sql: Sql,
  user: { id: number; isPaidMember: boolean },
  notFoundMessage: CodedMessage,
  change: (ctx: WriteContext) => Promise<T | null>,
): Promise<T> {
  return runUserWrite(sql, user, async (ctx) => {
    const changed = await change(ctx);
    if (changed === null) throw notFound(notFoundMessage);
    return changed;
  });
}
