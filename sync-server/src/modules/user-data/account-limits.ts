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
 * What one transaction of several writes (a sync push: up to 100 creates in a row) knows of the
 * user's live rows of each kind, so a run of creates counts them once, not once each (counting
 * reads every live row: a push of 1,000 tasks read millions). Known: at most how many there were
 * before the create written at `version`. A create adds at most one row of its kind after its
 * check and a rolled-back one adds none, so before the write at `version + 1` there are at most
 * one more; any other write in between (a delete, an import) has another version, and the next
 * create counts again. Near the limit the count is always read: a refusal is never a guess.
 */
export class LiveCounts {
  private readonly known = new Map<AccountLimitKind, { atMost: number; version: number }>();

  /** At most how many live rows of `kind` there are before the write at `version`, if known. */
  atMost(kind: AccountLimitKind, version: number): number | undefined {
    const k = this.known.get(kind);
    return k && k.version === version - 1 ? k.atMost + 1 : undefined;
  }

  note(kind: AccountLimitKind, version: number, atMost: number): void {
    this.known.set(kind, { atMost, version });
  }
}

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
