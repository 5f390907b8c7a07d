import { CONFLICT_FIELDS, type Conflict } from '@reign/contract';
import { type Contest, conflictAfterContest, contestedUpdate, holdsBase, uuidv7 } from '@reign/domain';
import type { WriteContext } from '../user-data';
import { conflictRows, lockConflictsOfRow } from './conflict-repository';

/**
 * Keeps a version that met a concurrent one as a conflict of its row: a new one under the write's
 * id (a pushed mutation's id, the same on the device that made it), or the live conflict it
 * continues, updated (the domain's `conflictAfterContest`).
 */
export async function keepContested(ctx: WriteContext, contest: Omit<Contest, 'id'>): Promise<Conflict> {
  const taken = ctx.writeId ? await conflictRows.find(ctx.tx, ctx.writeId) : undefined;
  // a write's id is its own: another account's row under it (a forged id) gets a new one
  const id = ctx.writeId && (!taken || taken.userId === ctx.userId) ? ctx.writeId : uuidv7();
  const existing = await lockConflictsOfRow(ctx.tx, ctx.userId, contest.entity, contest.rowId);
  const stored = existing.map(conflictRows.toStored);
  const next = conflictAfterContest(stored, { ...contest, id }, ctx.at);
  const before = existing.find((r) => r.id === next.id);
  const row =
    before && before.userId === ctx.userId
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
