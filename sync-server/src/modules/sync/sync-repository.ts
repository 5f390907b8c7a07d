import type { Change, MutationResult } from '@reign/contract';
import type { Queryable } from '../../db/connect';
import {
  COMPLETION_COLUMNS,
  type CompletionRow,
  toCompletion,
} from '../daily-actions/daily-action-repository';
import { ENTRY_COLUMNS, type EntryRow, toEntry } from '../entries/entry-repository';
import { GOAL_COLUMNS, type GoalRow, toGoal } from '../goals/goal-repository';
import { PROFILE_COLUMNS, type ProfileRow, toProfile } from '../profile/profile-repository';
import { TASK_COLUMNS, type TaskRow, toTask } from '../tasks/task-repository';

// ---- client bookkeeping --------------------------------------------------------------------------

export async function ensureClient(db: Queryable, userId: number, clientId: string): Promise<void> {
  await db`insert into sync_clients (user_id, client_id) values (${userId}, ${clientId}) on conflict do nothing`;
}

/** The client's last processed seq, locked until the transaction ends (one mutation at a time). */
export async function lockClientSeq(db: Queryable, userId: number, clientId: string): Promise<number> {
  const [row] = await db<{ lastSeq: string }[]>`
    select last_seq from sync_clients where user_id = ${userId} and client_id = ${clientId} for update`;
  return Number(row?.lastSeq ?? 0);
}

export async function lastSeqOf(db: Queryable, userId: number, clientId: string): Promise<number> {
  const [row] = await db<{ lastSeq: string }[]>`
    select last_seq from sync_clients where user_id = ${userId} and client_id = ${clientId}`;
  return Number(row?.lastSeq ?? 0);
}

export async function recordResult(
  db: Queryable,
  userId: number,
  clientId: string,
  name: string,
  result: MutationResult,
): Promise<void> {
  await db`
    insert into sync_mutation_results (user_id, client_id, seq, mutation_id, name, status, error)
    values (${userId}, ${clientId}, ${result.seq}, ${result.id}, ${name}, ${result.status},
            ${result.error ? db.json(result.error) : null})`;
  await db`
    update sync_clients set last_seq = ${result.seq}, updated_at = now()
    where user_id = ${userId} and client_id = ${clientId}`;
}

export async function storedResult(
  db: Queryable,
  userId: number,
  clientId: string,
  seq: number,
): Promise<MutationResult | undefined> {
  const [row] = await db<
    { mutationId: string; status: 'applied' | 'rejected'; error: MutationResult['error'] }[]
  >`
    select mutation_id, status, error from sync_mutation_results
    where user_id = ${userId} and client_id = ${clientId} and seq = ${seq}`;
  return row ? { seq, id: row.mutationId, status: row.status, error: row.error } : undefined;
}

// ---- changes for pull ------------------------------------------------------------------------------

type Versioned = { version: string; deletedAt?: Date | null };

interface Source<R extends Versioned> {
  table: Change['table'];
  sqlTable: string;
  columns: string;
  toChange(row: R): Change;
}

const sources = [
  {
    table: 'goals',
    sqlTable: 'user_goals',
    columns: GOAL_COLUMNS,
    toChange: (r: GoalRow): Change => ({
      table: 'goals',
      id: r.id,
      version: Number(r.version),
      deleted: r.deletedAt !== null,
      row: r.deletedAt ? null : toGoal(r),
    }),
  } satisfies Source<GoalRow>,
  {
    table: 'tasks',
    sqlTable: 'user_tasks',
    columns: TASK_COLUMNS,
    toChange: (r: TaskRow): Change => ({
      table: 'tasks',
      id: r.id,
      version: Number(r.version),
      deleted: r.deletedAt !== null,
      row: r.deletedAt ? null : toTask(r),
    }),
  } satisfies Source<TaskRow>,
  {
    table: 'entries',
    sqlTable: 'entries',
    columns: ENTRY_COLUMNS,
    toChange: (r: EntryRow): Change => ({
      table: 'entries',
      id: r.id,
      version: Number(r.version),
      deleted: r.deletedAt !== null,
      row: r.deletedAt ? null : toEntry(r),
    }),
  } satisfies Source<EntryRow>,
  {
    table: 'dailyActions',
    sqlTable: 'daily_action_completions',
    columns: COMPLETION_COLUMNS,
    toChange: (r: CompletionRow): Change => ({
      table: 'dailyActions',
      id: r.id,
      version: Number(r.version),
      deleted: r.deletedAt !== null,
      row: r.deletedAt ? null : toCompletion(r),
    }),
  } satisfies Source<CompletionRow>,
  {
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
] as const;

/** Up to `limit` changes per table with a version above `cursor`, in version order. */
export async function changesAfter(
  db: Queryable,
  userId: number,
  cursor: number,
  limit: number,
): Promise<Change[]> {
  const pages = await Promise.all(
    sources.map(async (s) => {
      const rows = await db<Versioned[]>`
        select ${db.unsafe(s.columns)} from ${db(s.sqlTable)}
        where user_id = ${userId} and version > ${cursor} order by version limit ${limit}`;
      return rows.map((r) => (s.toChange as (row: Versioned) => Change)(r));
    }),
  );
  return pages.flat().sort((a, b) => a.version - b.version || a.table.localeCompare(b.table));
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
