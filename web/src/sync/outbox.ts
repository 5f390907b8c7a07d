import type { MutationArgs, MutationName } from '@reign/contract';
import { uuidv7 } from '@reign/domain';
import type { ReignDb } from '../db/database';
import { syncTables } from '../db/database';
import type { OutboxRow, QueuedMutation } from '../db/types';
import { applyLocal, completionIdsFor, parseArgs } from './apply';

export interface QueueOptions {
  /** false for the guest database: the change is made locally and never queued */
  queue: boolean;
  /** the device clock (tests move it); only for display times and the local re-apply */
  now?: () => Date;
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
  parseArgs(name, args);
  const row: OutboxRow = {
    id: uuidv7(),
    name,
    args: structuredClone(args),
    createdAt: (options.now?.() ?? new Date()).toISOString(),
  };
  const ids = await completionIdsFor([row]);
  await db.transaction('rw', syncTables(db), async () => {
    await applyLocal(db, row, ids);
    if (options.queue) await db.outbox.add(row);
  });
}

/** The queued mutations in order (oldest first), at most `limit`. */
export async function pendingMutations(
  db: ReignDb,
  limit = Number.POSITIVE_INFINITY,
): Promise<QueuedMutation[]> {
  const ordered = db.outbox.orderBy('seq');
  const rows = await (Number.isFinite(limit) ? ordered.limit(limit) : ordered).toArray();
  return rows as QueuedMutation[];
}
