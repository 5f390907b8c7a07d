import type { ReignDb } from '../device/database';
import { syncTables } from '../device/database';
import { readQueued } from '../device/outbox-format';
import type { QueuedRow } from '../device/types';
import { applyLocal, completionIdsFor } from './apply';

/** Who the restored outbox belongs to towards the server (the lost database's meta). */
export interface RestoredIdentity {
  clientId: string | null;
  seqOffset: number;
}

/**
 * Puts a wiped database's outbox back (docs/sync-protocol.md, 'Storage wiped by the browser'):
 * the same rows (ids, seqs, arguments, formats) under the same client id and seq offset, so the
 * server answers any it already processed from its record and applies nothing twice. Each is
 * applied locally as its write was, in one transaction with the outbox; the normal sync then
 * pushes them, and the first pull (from cursor 0) re-applies them on top of the server's rows.
 * Only into a database that holds no change of its own: a new one, or one a sync made a client of
 * its own (`replacing`, its client id) before the check without queuing or refusing anything (its
 * client id is then only a label, and the lost database's takes its place). One with queued or
 * refused rows, or another client id than `replacing`, is left alone (false).
 */
export async function restoreOutbox(
  db: ReignDb,
  identity: RestoredIdentity,
  rows: readonly QueuedRow[],
  replacing: string | null = null,
): Promise<boolean> {
  const readable = rows.flatMap((row) => {
    try {
      return [readQueued(row)];
    } catch {
      return [];
    }
  });
  const ids = await completionIdsFor(readable);
  return db.transaction('rw', syncTables(db), async () => {
    const current = (await db.meta.get('clientId'))?.value ?? null;
    if (current !== replacing || (await db.outbox.count()) > 0 || (await db.rejected.count()) > 0)
      return false;
    if (identity.clientId !== null) await db.meta.put({ key: 'clientId', value: identity.clientId });
    else await db.meta.delete('clientId');
    if (identity.seqOffset !== 0) await db.meta.put({ key: 'seqOffset', value: identity.seqOffset });
    else await db.meta.delete('seqOffset');
    for (const row of rows) {
      try {
        await applyLocal(db, readQueued(row), ids);
      } catch {
        // a row this build cannot read changes nothing here; it is still sent (as pull re-applies)
      }
      await db.outbox.add(structuredClone(row));
    }
    return true;
  });
}
