import {
  type DeviceLabel,
  type MutationResult,
  type PushBody,
  type PushResponse,
  readPushedArgs,
  SYNC_SCHEMA_VERSION,
  spoken,
} from '@reign/contract';
import { type ChunkOutcome as Outcome, pushInChunks } from '@reign/domain';
import type { Sql, Tx } from '../../db/connect';
import { badRequest, HttpError } from '../../lib/http-error';
import { AnotherCircle, CircleScope, LiveCounts, reserveVersions } from '../user-data';
import {
  ensureClient,
  lastSeqOf,
  lockClientSeq,
  noteChangesArrived,
  noteClientReport,
} from './client-repository';
import { mutationHandlers } from './mutation-handlers';
import { type ProcessedMutation, recordResults, storedResults } from './mutation-result-repository';

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
export interface PushOptions {
  /** the server's clock: each mutation's write time (the app's `now`) */
  now: () => Date;
  /** mutations per transaction (MUTATIONS_PER_TRANSACTION; the simulation varies it) */
  perTransaction?: number;
}

export async function push(
  sql: Sql,
  user: { id: number; isPaidMember: boolean },
  body: PushBody,
  options: PushOptions & { userAgent?: string | undefined },
): Promise<PushResponse> {
  // what the device says waits on it is kept first: should this push fail, the server knows
  if (body.waiting !== undefined)
    await noteClientReport(sql, user.id, body.clientId, {
      waiting: body.waiting,
      waitingSince: body.waitingSince ?? null,
      userAgent: options.userAgent?.slice(0, 300) ?? null,
    });
  if (body.schemaVersion > SYNC_SCHEMA_VERSION) throw badRequest({ code: 'sync.serverOlder' });
  if (body.mutations.length === 0) {
    await ensureClient(sql, user.id, body.clientId);
    return { results: [], lastAppliedSeq: await lastSeqOf(sql, user.id, body.clientId), expectedSeq: null };
  }
  const origin = { clientId: body.clientId, device: body.device ?? null };
  const answer = await pushInChunks(
    body.mutations,
    options.perTransaction ?? MUTATIONS_PER_TRANSACTION,
    (chunk) => sql.begin((tx) => applyChunk(tx, user, origin, chunk, options.now)),
  );
  if (body.waiting) await noteChangesArrived(sql, user.id, body.clientId, answer.results.length);
  return answer;
}

/**
 * One transaction: lock the client's seq, handle the mutations in order (each knowing the device
 * it came from, `origin`), record their results. It writes at most one circle: a mutation that
 * would write a second ends it (`handled`), and the push goes on from there in a new one.
 * Statements whose answer is not needed before the next are sent together (pipelined): a savepoint
 * with the first query of its mutation, the results with the client's new seq.
 */
async function applyChunk(
  tx: Tx,
  user: { id: number; isPaidMember: boolean },
  origin: { clientId: string; device: DeviceLabel | null },
  mutations: readonly Mutation[],
  now: () => Date,
): Promise<ChunkOutcome> {
  const { clientId } = origin;
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
  // the one circle this transaction may write (a mutation writing another goes on in the next)
  const circle = new CircleScope();
  // what its creates counted of the user's rows, for the next create (account limits)
  const liveCounts = new LiveCounts();
  let handled = mutations.length;

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
    const at = now().toISOString();
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
            {
              tx,
              userId: user.id,
              isPaidMember: user.isPaidMember,
              version,
              at,
              writeId: m.id,
              origin,
              circle,
              liveCounts,
            },
            read.args,
          ),
        ]);
      } catch (err) {
        if (err instanceof AnotherCircle) {
          // undone here, and applied first in a transaction of its own
          await tx.unsafe(UNDO_SAVEPOINT);
          handled = index;
          break;
        }
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
    processed.push({ name: m.name, result, at });
    results.push(result);
    known.set(m.seq, result);
    lastSeq = m.seq;
  }
  await recordResults(tx, user.id, clientId, processed, lastSeq);
  return { results, lastSeq, expectedSeq, handled };
}
