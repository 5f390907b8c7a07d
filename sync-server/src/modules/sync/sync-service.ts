import {
  type Change,
  type MutationResult,
  type PullResponse,
  type PushBody,
  type PushResponse,
  readPushedArgs,
  SYNC_SCHEMA_VERSION,
  spoken,
} from '@reign/contract';
import { type ChunkOutcome as Outcome, pushInChunks } from '@reign/domain';
import type { Sql, Tx } from '../../db/connect';
import { badRequest, HttpError } from '../../lib/http-error';
import { reserveVersions, writeTime } from '../user-data';
import { mutationHandlers } from './mutation-handlers';
import {
  changesAfter,
  changesAfterWithBound,
  changesAt,
  ensureClient,
  lastSeqOf,
  lockClientSeq,
  type ProcessedMutation,
  recordResults,
  storedResults,
} from './sync-repository';

/**
 * Mutations handled per transaction: fewer commits and round trips than one transaction each,
 * while the client's and the user's row locks are held for a bounded time.
 */
export const MUTATIONS_PER_TRANSACTION = 100;

/** The one savepoint a transaction has open at a time: around the mutation being applied. */
const OPEN_SAVEPOINT = 'savepoint mutation';
const NEXT_SAVEPOINT = 'release savepoint mutation; savepoint mutation';
const UNDO_SAVEPOINT = 'rollback to savepoint mutation';

type Mutation = PushBody['mutations'][number];
type Handler = (ctx: unknown, args: unknown) => Promise<unknown>;

type ChunkOutcome = Outcome<MutationResult>;

/**
 * Applies a client's mutations in order, up to MUTATIONS_PER_TRANSACTION per transaction together
 * with the client's new last seq. A seq already processed answers its stored result without
 * applying again; a seq past the next one stops the batch. Each mutation runs in a savepoint with a
 * version of its own: a 4xx from a service is a permanent rejection (its savepoint rolled back,
 * recorded, returned, and the client moves past it). Anything else rolls back the transaction
 * (mutations of earlier transactions of the call stay) and the call answers 5xx; the client retries.
 */
export async function push(
  sql: Sql,
  user: { id: number; isPaidMember: boolean },
  body: PushBody,
): Promise<PushResponse> {
  if (body.schemaVersion > SYNC_SCHEMA_VERSION) throw badRequest({ code: 'sync.serverOlder' });
  if (body.mutations.length === 0) {
    await ensureClient(sql, user.id, body.clientId);
    return { results: [], lastAppliedSeq: await lastSeqOf(sql, user.id, body.clientId), expectedSeq: null };
  }
  return pushInChunks(body.mutations, MUTATIONS_PER_TRANSACTION, (chunk) =>
    sql.begin((tx) => applyChunk(tx, user, body.clientId, chunk)),
  );
}

/**
 * One transaction: lock the client's seq, handle the mutations in order, record their results.
 * Statements whose answer is not needed before the next are sent together (pipelined): a savepoint
 * with the first query of its mutation, the results with the client's new seq.
 */
async function applyChunk(
  tx: Tx,
  user: { id: number; isPaidMember: boolean },
  clientId: string,
  mutations: readonly Mutation[],
): Promise<ChunkOutcome> {
  let lastSeq = await lockClientSeq(tx, user.id, clientId);
  const replays = mutations.filter((m) => m.seq <= lastSeq).map((m) => m.seq);
  // results by seq: those stored before, then this chunk's as they are made
  const known = await storedResults(tx, user.id, clientId, replays);
  const processed: ProcessedMutation[] = [];
  const results: MutationResult[] = [];
  let expectedSeq: number | null = null;
  // versions are reserved once for the rest of the chunk, with the first mutation to apply
  let nextVersion = 0;
  let versionsLeft = 0;
  let savepointOpen = false;

  for (const [index, m] of mutations.entries()) {
    if (m.seq <= lastSeq) {
      results.push(known.get(m.seq) ?? { seq: m.seq, id: m.id, status: 'applied', error: null });
      continue;
    }
    if (m.seq > lastSeq + 1) {
      expectedSeq = lastSeq + 1;
      break;
    }

    let result: MutationResult = { seq: m.seq, id: m.id, status: 'applied', error: null };
    const read = readPushedArgs(m);
    if (read.error) {
      result = { ...result, status: 'rejected', error: read.error };
    } else {
      // bumped (and awaited) outside any savepoint: a rejection must not give versions back
      if (versionsLeft === 0) {
        versionsLeft = mutations.length - index;
        nextVersion = await reserveVersions(tx, user.id, versionsLeft);
      }
      // the previous mutation's savepoint released and this one's opened: sent at once, so it goes
      // ahead of the handler's first query in the same round trip
      const opened = tx.unsafe(savepointOpen ? NEXT_SAVEPOINT : OPEN_SAVEPOINT).execute();
      savepointOpen = true;
      const version = nextVersion;
      nextVersion += 1;
      versionsLeft -= 1;
      try {
        await Promise.all([
          opened,
          (mutationHandlers[m.name] as Handler)(
            { tx, userId: user.id, isPaidMember: user.isPaidMember, version, at: writeTime(), writeId: m.id },
            read.args,
          ),
        ]);
      } catch (err) {
        // A failed query fails the whole transaction (postgres.js rethrows it at the end), so only
        // a service's own 4xx, thrown before or instead of a failing query, is a rejection.
        if (!(err instanceof HttpError) || err.statusCode >= 500) throw err;
        await tx.unsafe(UNDO_SAVEPOINT);
        result = {
          ...result,
          status: 'rejected',
          error: { status: err.statusCode, ...spoken(err.said), code: err.code },
        };
      }
    }
    processed.push({ name: m.name, result });
    results.push(result);
    known.set(m.seq, result);
    lastSeq = m.seq;
  }
  await recordResults(tx, user.id, clientId, processed, lastSeq);
  return { results, lastSeq, expectedSeq };
}

/**
 * The user's rows changed after `cursor`, oldest first, at most about `limit` per page. A page
 * never ends in the middle of one version, so the next page's cursor cannot skip a row.
 * `lastAppliedSeq` is read before the rows: a mutation it counts is always in this page or an
 * earlier one (a client re-applying one already in the rows changes nothing).
 */
export async function pull(
  sql: Sql,
  userId: number,
  query: { cursor: number; limit: number; clientId?: string | undefined },
): Promise<PullResponse> {
  const lastAppliedSeq = query.clientId ? await lastSeqOf(sql, userId, query.clientId) : 0;
  // one row more than the page: whether there is more, mostly without asking again
  const { changes: candidates, completeBelow } = await changesAfterWithBound(
    sql,
    userId,
    query.cursor,
    query.limit + 1,
  );
  if (candidates.length <= query.limit) {
    const cursor = candidates[candidates.length - 1]?.version ?? query.cursor;
    return { changes: candidates, cursor, hasMore: false, lastAppliedSeq };
  }
  let changes: Change[] = candidates.slice(0, query.limit);
  const cursor = changes[changes.length - 1]?.version ?? query.cursor;
  // the rest of the page's last version: among the candidates when all of it was fetched
  const rest =
    cursor < completeBelow
      ? candidates.slice(query.limit).filter((c) => c.version === cursor)
      : await changesAt(sql, userId, cursor);
  const seen = new Set(changes.map((c) => `${c.table}:${c.id}`));
  changes = [...changes, ...rest.filter((c) => !seen.has(`${c.table}:${c.id}`))];
  const more =
    candidates.some((c) => c.version > cursor) ||
    (completeBelow <= cursor && (await changesAfter(sql, userId, cursor, 1)).length > 0);
  return { changes, cursor, hasMore: more, lastAppliedSeq };
}
