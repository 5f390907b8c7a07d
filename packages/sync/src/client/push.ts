import { ApiError, badResponse } from '@reign/contract/api-error';
import {
  MAX_PUSH_BATCH,
  type PushBody,
  type PushResponse,
  SYNC_SCHEMA_VERSION,
  syncRoutes,
} from '@reign/contract/sync';
import { uuidv7 } from '@reign/domain';
import type { ReignDb } from '../device/database';
import { getMeta, setMeta } from '../device/meta';
import type { QueuedMutation } from '../device/types';
import { outboxReport, pendingMutations } from './outbox';
import { callSync, type SyncTransport } from './transport';

export interface PushOutcome {
  applied: number;
  rejected: number;
}

/** Turns the outbox's local seq into the seq the server knows (see `seqOffset` in docs/sync-protocol.md). */
function toWire(m: QueuedMutation, offset: number): PushBody['mutations'][number] {
  return { seq: m.seq - offset, id: m.id, name: m.name, args: m.args };
}

/** Requests stay well under the server's body limit (1 MiB by default): cut a batch at about 512 KB. */
export const MAX_PUSH_BYTES = 512 * 1024;
function byteCapped(batch: QueuedMutation[]): QueuedMutation[] {
  let bytes = 0;
  for (let i = 0; i < batch.length; i++) {
    bytes += JSON.stringify(batch[i]?.args ?? null).length + 120;
    if (bytes > MAX_PUSH_BYTES && i > 0) return batch.slice(0, i);
  }
  return batch;
}

/**
 * Sends the outbox to the server in order, batch after batch, until it is empty. Each answer is
 * recorded in one transaction: applied mutations leave the outbox, rejected ones move to
 * `rejected` (and leave the outbox too, so the queue never jams). Network and 5xx errors throw and
 * leave the outbox as it was: the retry resends the same seqs, which the server answers from its
 * record without applying twice.
 */
export async function pushOutbox(
  db: ReignDb,
  transport: SyncTransport,
  batchSize = MAX_PUSH_BATCH,
): Promise<PushOutcome> {
  const outcome: PushOutcome = { applied: 0, rejected: 0 };
  let repairs = 0;
  let size = batchSize;
  for (;;) {
    const batch = byteCapped(await pendingMutations(db, size));
    const first = batch[0];
    if (!first) return outcome;
    const clientId = await getMeta<string | null>(db, 'clientId', null);
    if (!clientId) throw new Error('the database has no client id');
    const offset = await getMeta(db, 'seqOffset', 0);

    const body: PushBody = {
      clientId,
      schemaVersion: SYNC_SCHEMA_VERSION,
      mutations: batch.map((m) => toWire(m, offset)),
      ...(transport.device ? { device: transport.device } : {}),
      ...(await outboxReport(db)),
    };
    let res: PushResponse;
    try {
      res = await callSync(transport, syncRoutes.syncPush, { body });
    } catch (err) {
      // Too large for the server's body limit: send fewer at a time (one always fits).
      if (err instanceof ApiError && err.code === 'too_large' && batch.length > 1) {
        size = Math.max(1, Math.floor(batch.length / 2));
        continue;
      }
      throw err;
    }

    const bySeq = new Map(batch.map((m) => [m.seq - offset, m]));
    let foreign = false;
    await db.transaction('rw', db.outbox, db.rejected, db.meta, async () => {
      for (const r of res.results) {
        const local = bySeq.get(r.seq);
        if (!local) continue;
        // The server holds another mutation under this seq: this client id has a history that is not
        // ours (a database restored from a copy). Stop here and start over under a new client id.
        if (r.id !== local.id) {
          foreign = true;
          return;
        }
        if (r.status === 'rejected') {
          await db.rejected.put({
            id: local.id,
            seq: local.seq,
            name: local.name,
            args: local.args,
            status: r.error?.status ?? 400,
            message: r.error?.message ?? 'The server refused this change.',
            messageCode: r.error ? r.error.messageCode : 'sync.refused',
            ...(r.error?.values ? { values: r.error.values } : {}),
            ...(r.error?.code ? { code: r.error.code } : {}),
            createdAt: local.createdAt,
          });
          outcome.rejected += 1;
        } else {
          outcome.applied += 1;
        }
        await db.outbox.delete(local.seq);
      }
      await db.meta.put({ key: 'lastAppliedSeq', value: res.lastAppliedSeq });
    });

    if (foreign || res.expectedSeq !== null) {
      if (++repairs > 2) throw badResponse(200, 'The server and this device disagree about the queue');
      if (foreign) await db.meta.put({ key: 'clientId', value: uuidv7() });
      // The server expects a lower seq than our oldest queued one (it lost our earlier, already
      // answered mutations, or we have a new client id): renumber from what it expects. A gap
      // inside a batch cannot happen (the outbox only loses rows from its front).
      const oldest = (await pendingMutations(db, 1))[0];
      const expected = foreign ? 1 : (res.expectedSeq ?? 1);
      if (oldest && oldest.seq - (await getMeta(db, 'seqOffset', 0)) > expected) {
        await setMeta(db, 'seqOffset', oldest.seq - expected);
      }
      continue;
    }
    if (res.results.length < batch.length) {
      throw badResponse(200, 'The server answered only part of the push');
    }
  }
}
