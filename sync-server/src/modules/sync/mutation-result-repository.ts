import type { MutationResult } from '@reign/contract';
import type { Queryable } from '../../db/connect';
import { setLastSeq } from './client-repository';

// sync_mutation_results: the result of every mutation a client's push processed, so a replayed seq
// answers what it answered the first time.

/** A processed mutation's result, with the mutation's name, to be recorded. */
export interface ProcessedMutation {
  name: string;
  result: MutationResult;
  /** when the server processed it, by its clock (ISO): the write time its rows took */
  at: string;
}

/**
 * Records processed mutations' results and moves the client's last seq to `lastSeq`, in the
 * caller's transaction: one multi-row insert and one update, whatever the number of mutations.
 */
export async function recordResults(
  db: Queryable,
  userId: number,
  clientId: string,
  processed: readonly ProcessedMutation[],
  lastSeq: number,
): Promise<void> {
  if (processed.length === 0) return;
  // sent together; one statement text whatever the count (a prepared statement), an array a column
  await Promise.all([
    db`
      insert into sync_mutation_results (user_id, client_id, seq, mutation_id, name, status, error, created_at)
      select ${userId}, ${clientId}, r.seq, r.mutation_id, r.name, r.status, r.error, r.created_at
      from unnest(
        ${processed.map((p) => p.result.seq)}::bigint[],
        ${processed.map((p) => p.result.id)}::uuid[],
        ${processed.map((p) => p.name)}::text[],
        ${processed.map((p) => p.result.status)}::text[],
        ${processed.map((p) => (p.result.error ? JSON.stringify(p.result.error) : null))}::text[]::jsonb[],
        ${processed.map((p) => p.at)}::timestamptz[]
      ) as r (seq, mutation_id, name, status, error, created_at)`,
    setLastSeq(db, userId, clientId, lastSeq),
  ]);
}

/** The stored results of the given seqs of a client (replays), by seq. */
export async function storedResults(
  db: Queryable,
  userId: number,
  clientId: string,
  seqs: readonly number[],
): Promise<Map<number, MutationResult>> {
  const found = new Map<number, MutationResult>();
  if (seqs.length === 0) return found;
  const rows = await db<
    { seq: string; mutationId: string; status: 'applied' | 'rejected'; error: MutationResult['error'] }[]
  >`
    select seq, mutation_id, status, error from sync_mutation_results
    where user_id = ${userId} and client_id = ${clientId} and seq = any(${seqs as number[]}::bigint[])`;
  for (const r of rows) {
    const seq = Number(r.seq);
    found.set(seq, { seq, id: r.mutationId, status: r.status, error: r.error });
  }
  return found;
}
