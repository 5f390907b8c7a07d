import type { MutationArgs, MutationName } from '@reign/contract';
import { uuidv7 } from '@reign/domain';
import type { ReignDb } from '../device/database';
import { syncTables } from '../device/database';
import { readQueued } from '../device/outbox-format';
import { OUTBOX_FORMAT, type OutboxRow, type QueuedMutation, type QueuedRow } from '../device/types';
import { applyLocal, completionIdsFor, parseArgs } from './apply';
import { storageWrite } from './storage-errors';

export interface QueueOptions {
  /** false for the guest database: the change is made locally and never queued */
  queue: boolean;
  /** the device clock (tests move it); only for display times and the local re-apply */
  now?: () => Date;
  /** runs in the same transaction (removing the refusal a retry replaces, marking a journaled write) */
  alongside?: () => Promise<void>;
}

/** One change to make: a mutation's name and arguments. */
export interface Change<N extends MutationName = MutationName> {
  name: N;
  args: MutationArgs<N>;
}

/**
 * Makes one change: validates its arguments with the contract (an invalid change throws before
 * anything is written), applies it to the rows and appends it to the outbox in ONE transaction, so
 * the row and its queued mutation are saved together or not at all.
 */
export async function queueMutation<N extends MutationName>(
  db: ReignDb,
  name: N,
  args: MutationArgs<N>,
  options: QueueOptions,
): Promise<void> {
  await queueMutations(db, [{ name, args } as Change], options);
}

/**
 * Makes several changes together (all or none), in order, each its own outbox row.
 */
export async function queueMutations(
  db: ReignDb,
  changes: readonly Change[],
  options: QueueOptions,
): Promise<void> {
  const createdAt = (options.now?.() ?? new Date()).toISOString();
  const rows: OutboxRow[] = changes.map(({ name, args }) => {
    parseArgs(name, args);
    return { id: uuidv7(), name, args: structuredClone(args), createdAt, format: OUTBOX_FORMAT };
  });
  const ids = await completionIdsFor(rows);
  await storageWrite(() =>
    db.transaction('rw', syncTables(db), async () => {
      for (const row of rows) {
        await applyLocal(db, row, ids);
        if (options.queue) await db.outbox.add(row);
      }
      await options.alongside?.();
    }),
  );
}

/** The queued mutations in order (oldest first), at most `limit`, read in the current format. */
export async function pendingMutations(
  db: ReignDb,
  limit = Number.POSITIVE_INFINITY,
): Promise<QueuedMutation[]> {
  const ordered = db.outbox.orderBy('seq');
  const rows = await (Number.isFinite(limit) ? ordered.limit(limit) : ordered).toArray();
  return rows.map((row) => readQueued(row as QueuedRow));
}

/**
 * What the device reports with its pushes and pulls: its changes waiting, and since when (the
 * server keeps it, to tell the person of changes that never arrived: docs/sync-protocol.md).
 */
export async function outboxReport(db: ReignDb): Promise<{ waiting: number; waitingSince?: string }> {
  const waiting = await db.outbox.count();
  const oldest = waiting > 0 ? await db.outbox.orderBy('seq').first() : undefined;
  return { waiting, ...(oldest ? { waitingSince: oldest.createdAt } : {}) };
}
