// the protocol's schemas and rules, as the real sync service uses them
import * as sync from '@reign/contract';
import { pushInChunks } from '@reign/domain';
import { memoryHandlers } from './memory-handlers';
import { badRequest, Refusal, type WriteContext } from './memory-rows';
import type { LogEntry, MemoryStore } from './memory-store';

/**
 * Push and pull of the in-memory server: `sync-server/src/modules/sync/sync-service.ts` over the
 * memory store, step for step (chunks of mutations per transaction, the client's last seq, stored
 * results for replays, gaps, a savepoint and a version per mutation, 4xx as permanent rejections,
 * pages that never split a version, `lastAppliedSeq` read before the rows).
 */

/** The server process died in the middle of a request: its open transaction is lost. */
export class ServerCrash extends Error {}

export interface PushOptions {
  isPaidMember: boolean;
  /** mutations per transaction (the real server's MUTATIONS_PER_TRANSACTION is 100) */
  perTransaction: number;
  /** the server's clock for the next write (ISO) */
  now: () => string;
  /** asked before each mutation is applied: true crashes the server there */
  crashHere?: () => boolean;
}

type Mutation = sync.PushBody['mutations'][number];
type Handler = (ctx: WriteContext, args: unknown) => void | Promise<void>;

export async function memoryPush(
  store: MemoryStore,
  body: sync.PushBody,
  options: PushOptions,
): Promise<sync.PushResponse> {
  if (body.schemaVersion > sync.SYNC_SCHEMA_VERSION) throw badRequest({ code: 'sync.serverOlder' });
  if (body.mutations.length === 0) {
    return { results: [], lastAppliedSeq: store.lastSeq(body.clientId), expectedSeq: null };
  }
  return pushInChunks(body.mutations, options.perTransaction, (chunk) =>
    store.transaction(() => applyChunk(store, body.clientId, chunk, options)),
  );
}

async function applyChunk(
  store: MemoryStore,
  clientId: string,
  mutations: readonly Mutation[],
  options: PushOptions,
) {
  let lastSeq = store.lastSeq(clientId);
  const processed: LogEntry[] = [];
  const results: sync.MutationResult[] = [];
  let expectedSeq: number | null = null;
  let nextVersion = 0;
  let versionsLeft = 0;
  for (const [index, m] of mutations.entries()) {
    if (m.seq <= lastSeq) {
      results.push(
        store.storedResult(clientId, m.seq) ??
          processed.find((p) => p.seq === m.seq)?.result ?? {
            seq: m.seq,
            id: m.id,
            status: 'applied',
            error: null,
          },
      );
      continue;
    }
    if (m.seq > lastSeq + 1) {
      expectedSeq = lastSeq + 1;
      break;
    }
    if (options.crashHere?.()) throw new ServerCrash('the server restarted during a push');
    const at = options.now();
    let result: sync.MutationResult = { seq: m.seq, id: m.id, status: 'applied', error: null };
    const read = sync.readPushedArgs(m);
    if (read.error) {
      result = { ...result, status: 'rejected', error: read.error };
    } else {
      // reserved outside the savepoint: a rejection does not give its version back
      if (versionsLeft === 0) {
        versionsLeft = mutations.length - index;
        nextVersion = store.reserveVersions(versionsLeft);
      }
      const version = nextVersion;
      nextVersion += 1;
      versionsLeft -= 1;
      const savepoint = store.savepoint();
      const ctx: WriteContext = { store, isPaidMember: options.isPaidMember, version, at, writeId: m.id };
      try {
        await (memoryHandlers[m.name] as Handler)(ctx, read.args);
      } catch (err) {
        if (!(err instanceof Refusal)) throw err;
        store.rollbackTo(savepoint);
        result = {
          ...result,
          status: 'rejected',
          error: { status: err.status, message: err.message, code: err.code },
        };
      }
    }
    processed.push({
      clientId,
      seq: m.seq,
      id: m.id,
      name: m.name,
      args: read.args,
      at,
      result,
    });
    results.push(result);
    lastSeq = m.seq;
  }
  store.record(clientId, processed, lastSeq);
  return { results, lastSeq, expectedSeq };
}

/** Every change after `cursor`, oldest version first (then table and id). */
function changesAfter(store: MemoryStore, cursor: number): sync.Change[] {
  const changes: sync.Change[] = [];
  for (const table of sync.SYNC_TABLES) {
    for (const [id, { row, version }] of store.table(table)) {
      if (version <= cursor) continue;
      const { deleted, ...live } = row;
      // the profile's row has no id of its own (its change's id is 'profile')
      if (table === 'profile') delete live.id;
      changes.push({ table, id, version, deleted, row: deleted ? null : live } as sync.Change);
    }
  }
  return changes.sort(
    (a, b) => a.version - b.version || a.table.localeCompare(b.table) || a.id.localeCompare(b.id),
  );
}

/**
 * The rows changed after `cursor`, at most about `limit` per page; a page never ends inside a
 * version. `lastAppliedSeq` is read first.
 */
export function memoryPull(
  store: MemoryStore,
  query: { cursor: number; limit: number; clientId?: string | undefined },
): sync.PullResponse {
  const lastAppliedSeq = query.clientId ? store.lastSeq(query.clientId) : 0;
  const all = changesAfter(store, query.cursor);
  if (all.length <= query.limit) {
    return { changes: all, cursor: all.at(-1)?.version ?? query.cursor, hasMore: false, lastAppliedSeq };
  }
  const page = all.slice(0, query.limit);
  const cursor = page.at(-1)?.version ?? query.cursor;
  const rest = all.slice(query.limit).filter((c) => c.version === cursor);
  return {
    changes: [...page, ...rest],
    cursor,
    hasMore: all.some((c) => c.version > cursor),
    lastAppliedSeq,
  };
}
