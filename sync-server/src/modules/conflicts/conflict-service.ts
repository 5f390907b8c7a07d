import { CONFLICT_FIELDS, type Conflict } from '@reign/contract';
import {
  type Contest,
  conflictAfterContest,
  contestedUpdate,
  holdsBase,
  uuidv7,
  VERSIONS_FULL_MESSAGE,
} from '@reign/domain';
import { HttpError } from '../../lib/http-error';
import type { WriteContext } from '../user-data';
import { conflictRows, lockLiveConflictsOfRow } from './conflict-repository';

/**
 * Keeps a version that met a concurrent one as a conflict of its row: a new one under the write's
 * id (a pushed mutation's id, the same on the device that made it), or the live conflict it
 * continues, updated (the domain's `conflictAfterContest`). A new one past the row's or the
 * account's bound refuses the whole write: 409 `versions_limit`. It names the device the write
 * came from (`ctx.origin`). It reads the row's live conflicts, the write's own and the account's
 * count, never the row's settled ones.
 */
export async function keepContested(ctx: WriteContext, contest: Omit<Contest, 'id'>): Promise<Conflict> {
  const taken = ctx.writeId ? await conflictRows.find(ctx.tx, ctx.writeId) : undefined;
  const own = taken && taken.userId === ctx.userId ? taken : undefined;
  // a write's id is its own: another account's row under it (a forged id) gets a new one
  const id = ctx.writeId && (!taken || own) ? ctx.writeId : uuidv7();
  const live = await lockLiveConflictsOfRow(ctx.tx, ctx.userId, contest.entity, contest.rowId);
  const existing = own && !live.some((r) => r.id === own.id) ? [...live, own] : live;
  const accountLive = await conflictRows.countLive(ctx.tx, ctx.userId);
  const outcome = conflictAfterContest(
    existing.map(conflictRows.toStored),
    { ...contest, id, ...(ctx.origin ? { origin: ctx.origin } : {}) },
    ctx.at,
    accountLive,
  );
  if (outcome.refused)
    throw new HttpError(409, VERSIONS_FULL_MESSAGE[outcome.refused], { code: 'versions_limit' });
  const next = outcome.kept;
  const row = existing.some((r) => r.id === next.id)
    ? await conflictRows.write(ctx.tx, next, ctx.version)
    : await conflictRows.insert(ctx.tx, ctx.userId, next, ctx.version);
  return conflictRows.toEntity(row);
}

/**
 * An update of a goal, task or prayer request with the texts another device changed since `base`
 * kept as a conflict (the domain's `contestedUpdate`): answers the changes that still apply.
 */
export async function keepConcurrentTexts<C extends object>(
  ctx: WriteContext,
  entity: keyof typeof CONFLICT_FIELDS,
  stored: { id: string; deleted: boolean },
  changes: C,
  base: Record<string, unknown> | undefined,
): Promise<C> {
  const { apply, contested } = contestedUpdate(stored, changes, base, CONFLICT_FIELDS[entity]);
  if (contested && !stored.deleted) {
    await keepContested(ctx, {
      entity,
      rowId: stored.id,
      values: contested,
      continues: (c) => holdsBase(c, base),
    });
  }
  return apply;
}
