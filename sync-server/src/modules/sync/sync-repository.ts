import type { Change, MutationResult, SyncTable } from '@reign/contract';
import type { Queryable } from '../../db/connect';
import type { SyncedRow } from '../../db/synced-table';
import { conflictRows } from '../conflicts';
import { COMPLETION_COLUMNS, toCompletion } from '../daily-actions';
import { entryRows } from '../entries';
import { goalRows } from '../goals';
import { prayerRows } from '../prayers';
import { PROFILE_COLUMNS, type ProfileRow, toProfile } from '../profile';
import { readingPlanRows, readingProgressRows } from '../reading-plans';
import { bookmarkRows, highlightRows, noteRows } from '../study';
import { taskRows } from '../tasks';

// ---- client bookkeeping --------------------------------------------------------------------------

export async function ensureClient(db: Queryable, userId: number, clientId: string): Promise<void> {
  await db`insert into sync_clients (user_id, client_id) values (${userId}, ${clientId}) on conflict do nothing`;
}

/**
 * The client's last processed seq, its row made if new and locked until the transaction ends (one
 * mutation batch at a time per client), in one statement: an upsert locks the row either way.
 */
export async function lockClientSeq(db: Queryable, userId: number, clientId: string): Promise<number> {
  const [row] = await db<{ lastSeq: string }[]>`
    insert into sync_clients (user_id, client_id) values (${userId}, ${clientId})
    on conflict (user_id, client_id) do update set last_seq = sync_clients.last_seq
    returning last_seq`;
  return Number(row?.lastSeq ?? 0);
}

export async function lastSeqOf(db: Queryable, userId: number, clientId: string): Promise<number> {
  const [row] = await db<{ lastSeq: string }[]>`
    select last_seq from sync_clients where user_id = ${userId} and client_id = ${clientId}`;
  return Number(row?.lastSeq ?? 0);
}

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
    db`
      update sync_clients set last_seq = ${lastSeq}, updated_at = now()
      where user_id = ${userId} and client_id = ${clientId}`,
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

// ---- changes for pull ------------------------------------------------------------------------------

type Versioned = { version: string; deletedAt?: Date | null };

interface Source<R extends Versioned> {
  table: Change['table'];
  sqlTable: string;
  columns: string;
  toChange(row: R): Change;
}

/** A soft-deletable table's rows as changes: the row while it lives, a deletion once `deleted_at` is set. */
function softDeleted<R extends SyncedRow, T extends Change['table']>(
  table: T,
  rows: {
    table: string;
    columns: string;
    toEntity: (r: R) => NonNullable<Extract<Change, { table: T }>['row']>;
  },
): Source<R> {
  const toChange = (r: R) =>
    ({
      table,
      id: r.id,
      version: Number(r.version),
      deleted: r.deletedAt !== null,
      row: r.deletedAt ? null : rows.toEntity(r),
    }) as Extract<Change, { table: T }>;
  return { table, sqlTable: rows.table, columns: rows.columns, toChange };
}

/** Where each synced table's rows are (a table of the contract without one does not compile). */
const sourceOf: { [T in SyncTable]: Source<never> } = {
  goals: softDeleted('goals', goalRows),
  tasks: softDeleted('tasks', taskRows),
  entries: softDeleted('entries', entryRows),
  dailyActions: softDeleted('dailyActions', {
    table: 'daily_action_completions',
    columns: COMPLETION_COLUMNS,
    toEntity: toCompletion,
  }),
  prayers: softDeleted('prayers', prayerRows),
  readingPlans: softDeleted('readingPlans', readingPlanRows),
  readingProgress: softDeleted('readingProgress', readingProgressRows),
  conflicts: softDeleted('conflicts', conflictRows),
  highlights: softDeleted('highlights', highlightRows),
  notes: softDeleted('notes', noteRows),
  bookmarks: softDeleted('bookmarks', bookmarkRows),
  profile: {
    table: 'profile',
    sqlTable: 'user_profiles',
    columns: PROFILE_COLUMNS,
    toChange: (r: ProfileRow): Change => ({
      table: 'profile',
      id: 'profile',
      version: Number(r.version),
      deleted: false,
      row: toProfile(r),
    }),
  } satisfies Source<ProfileRow>,
};
const sources = Object.values(sourceOf) as Source<Versioned>[];

/** Up to `limit` changes per table with a version above `cursor`, in version order. */
export async function changesAfter(
  db: Queryable,
  userId: number,
  cursor: number,
  limit: number,
): Promise<Change[]> {
  return (await changesAfterWithBound(db, userId, cursor, limit)).changes;
}

/**
 * `changesAfter`, and `completeBelow`: every change with a version below it is in `changes` (a table
 * that hit the limit may have more rows at its last version and above; Infinity when none did).
 */
export async function changesAfterWithBound(
  db: Queryable,
  userId: number,
  cursor: number,
  limit: number,
): Promise<{ changes: Change[]; completeBelow: number }> {
  let completeBelow = Number.POSITIVE_INFINITY;
  const pages = await Promise.all(
    sources.map(async (s) => {
      const rows = await db<Versioned[]>`
        select ${db.unsafe(s.columns)} from ${db(s.sqlTable)}
        where user_id = ${userId} and version > ${cursor} order by version limit ${limit}`;
      const last = rows[rows.length - 1];
      if (rows.length >= limit && last) completeBelow = Math.min(completeBelow, Number(last.version));
      return rows.map((r) => (s.toChange as (row: Versioned) => Change)(r));
    }),
  );
  const changes = pages.flat().sort((a, b) => a.version - b.version || a.table.localeCompare(b.table));
  return { changes, completeBelow };
}

/** Every change of exactly one version (one write transaction), so a page never splits one. */
export async function changesAt(db: Queryable, userId: number, version: number): Promise<Change[]> {
  const pages = await Promise.all(
    sources.map(async (s) => {
      const rows = await db<Versioned[]>`
        select ${db.unsafe(s.columns)} from ${db(s.sqlTable)} where user_id = ${userId} and version = ${version}`;
      return rows.map((r) => (s.toChange as (row: Versioned) => Change)(r));
    }),
  );
  return pages.flat();
}
