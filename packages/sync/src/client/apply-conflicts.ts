import { type ConflictEntity, conflictValuesProblem, type MutationArgs } from '@reign/contract';
import {
  type ConflictRows,
  type Contest,
  conflictAfterContest,
  contestedUpdate,
  hasChanges,
  holdsBase,
  planAfterSave,
  planContent,
  planRevision,
  type StoredConflict,
  settleConflict,
} from '@reign/domain';
import type { z } from 'zod';
import type { ReignDb } from '../device/database';
import type { ConflictRow, EntryRow } from '../device/types';
import type { LocalWrite, Rows } from './apply-rows';

/**
 * The device's half of the conflict rules (docs/sync-protocol.md, 'Conflicts'): the same domain
 * rules as the server's services, over this device's rows. A conflict a write leaves takes the
 * write's id, so the server's conflict and this device's are one row.
 */

/**
 * Keeps a contested version as a conflict of its row: new, or the live one it continues. Here a
 * write continues only a conflict made on this device (version 0): the server's conflicts change
 * only as the server's answer (it may, when the write arrives, continue one or find nothing to
 * contest), while this device's own go at the next pull (sync/pulled-over.ts). False when the row
 * or the account keeps the most versions already: the server will refuse the whole write, so
 * nothing of it applies here either (its refusal lists it with what the person typed).
 */
async function keepContestedHere(db: ReignDb, contest: Omit<Contest, 'id'>, write: LocalWrite) {
  const existing = await db.conflicts.where('rowId').equals(contest.rowId).toArray();
  const continues = (c: StoredConflict) => (c as ConflictRow).version === 0 && contest.continues(c);
  const accountLive = await db.conflicts.filter((c) => !c.deleted).count();
  const outcome = conflictAfterContest(
    existing,
    { ...contest, continues, id: write.id },
    write.at,
    accountLive,
  );
  if (!outcome.kept) return false;
  const before = existing.find((c) => c.id === outcome.kept.id);
  await db.conflicts.put({ ...outcome.kept, version: before?.version ?? 0 });
  return true;
}

type TextTable = 'goals' | 'tasks' | 'prayers' | 'notes';
interface Update {
  id: string;
  changes: object;
  base?: Record<string, unknown> | undefined;
}

/**
 * An update of a goal, task or prayer request: a text another device changed since the values in
 * `base` is kept as a conflict; the rest applies through the entity's own rule.
 */
export async function updateKeepingConflicts<T extends TextTable>(
  db: ReignDb,
  table: T,
  update: Update,
  fields: readonly string[],
  write: LocalWrite,
  rule: (row: Rows[T], changes: never) => Omit<Rows[T], 'version'> | null,
): Promise<void> {
  const rows = db[table] as unknown as {
    get(id: string): Promise<Rows[T] | undefined>;
    put(r: Rows[T]): Promise<unknown>;
  };
  const stored = await rows.get(update.id);
  if (!stored) return;
  const { apply, contested } = contestedUpdate(stored, update.changes, update.base, fields);
  if (contested && !stored.deleted) {
    const base = update.base;
    const kept = await keepContestedHere(
      db,
      { entity: table, rowId: update.id, values: contested, continues: (c) => holdsBase(c, base) },
      write,
    );
    if (!kept) return;
  }
  if (!hasChanges(apply)) return;
  const next = rule(stored, apply as never);
  if (next) await rows.put({ ...next, version: stored.version } as Rows[T]);
}

/** This device's live plan for a date (the oldest, should older data hold two). */
async function liveEntryOn(db: ReignDb, date: string): Promise<EntryRow | undefined> {
  const rows = await db.entries.where('date').equals(date).toArray();
  return rows.filter((r) => !r.deleted).sort((x, y) => x.createdAt.localeCompare(y.createdAt))[0];
}

/**
 * A save of the day's plan: one plan per date (a save for a date that has a plan here, under any
 * id, is about that plan, as on the server); a save that did not see that plan keeps its content
 * as a conflict of it (`planAfterSave`).
 */
export async function keepPlanSave(
  db: ReignDb,
  a: z.output<typeof import('@reign/contract').mutationArgs['entry.create']>,
  write: LocalWrite,
): Promise<void> {
  const stored = (await db.entries.get(a.id)) ?? (await liveEntryOn(db, a.date));
  const { entry, contested } = planAfterSave(stored, a, write.at);
  if (contested && stored) {
    const base = a.base;
    const kept = await keepContestedHere(
      db,
      {
        entity: 'entries',
        rowId: stored.id,
        values: contested,
        continues: (c) => base != null && planRevision(c.values as never) === base,
      },
      write,
    );
    if (!kept) return;
  }
  if (entry) await db.entries.put({ ...entry, version: stored?.version ?? 0 });
}

/**
 * The person's choice over a conflict: the row takes the chosen version by its own rules and the
 * conflict becomes a tombstone here; a choice the server would refuse (texts too long together)
 * changes nothing here either.
 */
export async function resolveConflictHere(db: ReignDb, a: MutationArgs<'conflict.resolve'>, at: string) {
  const conflict = await db.conflicts.get(a.id);
  if (!conflict) return;
  const rows = db[conflict.entity as ConflictEntity] as unknown as {
    get(id: string): Promise<(ConflictRows[ConflictEntity] & { version: number }) | undefined>;
    put(row: unknown): Promise<unknown>;
  };
  const row = await rows.get(conflict.rowId);
  const settled = settleConflict(conflict as never, row, a, at);
  const written =
    conflict.entity === 'entries' && settled.row ? planContent(settled.row as never) : settled.changes;
  if (conflictValuesProblem(conflict.entity, written)) return;
  if (settled.row && row) await rows.put({ ...settled.row, version: row.version });
  if (settled.conflict) await db.conflicts.put({ ...settled.conflict, version: conflict.version });
}
