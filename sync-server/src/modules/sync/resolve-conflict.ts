import { type ConflictResolveBody, codedMessageOf, conflictValuesProblem } from '@reign/contract';
import { type ConflictRows, planContent, type StoredConflict, settleConflict } from '@reign/domain';
import { badRequest, notFound } from '../../lib/http-error';
import { conflictRows } from '../conflicts';
import { entryRows } from '../entries';
import { goalRows } from '../goals';
import { followShare, prayerRows } from '../prayers';
import { noteRows } from '../study';
import { taskRows } from '../tasks';
import type { WriteContext } from '../user-data';

/** The table of each entity a conflict can be about. */
export const CONFLICT_ROWS = {
  entries: entryRows,
  goals: goalRows,
  tasks: taskRows,
  prayers: prayerRows,
  notes: noteRows,
} as const;

/** The write of a conflict's row, whatever its entity. */
const rowWrite = (rows: (typeof CONFLICT_ROWS)[keyof typeof CONFLICT_ROWS]) =>
  rows.write as (db: unknown, e: unknown, v: number) => Promise<unknown>;

/**
 * The person's choice over a conflict ('conflict.resolve'): the row takes the chosen version by its
 * entity's own rules (`settleConflict`), and the conflict becomes a tombstone. A conflict settled
 * already (on another device) changes nothing but the row's version; another user's, or none, is 404.
 */
export async function resolveConflict(ctx: WriteContext, body: ConflictResolveBody): Promise<void> {
  const found = await conflictRows.find(ctx.tx, body.id, true);
  if (!found || found.userId !== ctx.userId) throw notFound({ code: 'conflict.resolved' });
  const conflict = conflictRows.toStored(found) as StoredConflict & { entity: keyof ConflictRows };
  const rows = CONFLICT_ROWS[conflict.entity];
  const stored = await rows.find(ctx.tx, conflict.rowId, true);
  const row = stored && stored.userId === ctx.userId ? rows.toStored(stored) : undefined;
  if (conflict.deleted) {
    // Settled already, on another device: this choice changes nothing, but the device that made it
    // applied it to its own copy of the row. The row is written again as it is, with this write's
    // version, so that device pulls it back (docs/sync-protocol.md, 'Conflicts').
    if (row && !row.deleted) await rowWrite(rows)(ctx.tx, row, ctx.version);
    return;
  }
  const settled = settleConflict(
    conflict,
    row as ConflictRows[typeof conflict.entity] | undefined,
    body,
    ctx.at,
  );
  const written =
    conflict.entity === 'entries' && settled.row ? planContent(settled.row as never) : settled.changes;
  const problem = conflictValuesProblem(conflict.entity, written);
  // the schemas' and conflictMessages' texts, each a message of the contract
  if (problem) throw badRequest(codedMessageOf(problem) ?? { code: 'conflict.planNotValid' });
  if (settled.row) await rowWrite(rows)(ctx.tx, settled.row, ctx.version);
  // a shared request's circle holds it as settled
  if (settled.row && conflict.entity === 'prayers') await followShare(ctx, settled.row as never);
  if (settled.conflict) await conflictRows.writeTombstones(ctx.tx, [settled.conflict], ctx.version);
}
