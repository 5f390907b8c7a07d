import { ACCOUNT_LIMITS, type AccountLimitKind } from '@reign/contract';
import type { Queryable } from '../../db/connect';
import { HttpError } from '../../lib/http-error';
import type { WriteContext } from './user-write';

/** A create past an account limit (limits.ts): 409 `account_limit`, naming the limit. */
export const pastAccountLimit = (kind: AccountLimitKind) =>
  new HttpError(
    409,
    { code: 'limit.reached', values: { kind, limit: ACCOUNT_LIMITS[kind] } },
    { code: 'account_limit' },
  );

/**
 * Refuses a new row of `kind` when the user already has ACCOUNT_LIMITS[kind] live ones. Called
 * inside the write's transaction, after its version bump has locked the user's row: two creates of
 * one user (REST, sync push, import) count one after the other, so together they cannot cross it.
 * In a push, the count is read once for a run of creates far from the limit (LiveCounts).
 */
export async function refuseAtAccountLimit(
  ctx: WriteContext,
  kind: AccountLimitKind,
  countLive: (db: Queryable, userId: number) => Promise<number>,
): Promise<void> {
  const limit = ACCOUNT_LIMITS[kind];
  const bound = ctx.liveCounts?.atMost(kind, ctx.version);
  const count = bound !== undefined && bound < limit ? bound : await countLive(ctx.tx, ctx.userId);
  if (count >= limit) throw pastAccountLimit(kind);
  ctx.liveCounts?.note(kind, ctx.version, count);
}
