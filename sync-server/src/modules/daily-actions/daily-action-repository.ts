import type { DailyActionCompletion } from '@reign/contract';
import type { Stored } from '@reign/domain';
import type { Queryable } from '../../db/connect';
import { storedFrom, syncedTable } from '../../db/synced-table';
import { iso } from '../../lib/dates';

export interface CompletionRow {
  id: string;
  userId: number;
  entryId: string;
  actionText: string;
  priority: string;
  isCompleted: boolean;
  completedAt: Date | null;
  date: string;
  deletedAt: Date | null;
  version: string;
}

export const COMPLETION_COLUMNS = `id, user_id, entry_id, action_text, priority, is_completed, completed_at,
  date::text as date, deleted_at, version`;

export function toCompletion(row: CompletionRow): DailyActionCompletion {
  return {
    id: row.id,
    entryId: row.entryId,
    actionText: row.actionText,
    priority: row.priority,
    isCompleted: row.isCompleted,
    completedAt: iso(row.completedAt),
    date: row.date,
  };
}

const completions = syncedTable<CompletionRow>('daily_action_completions', COMPLETION_COLUMNS);

export const toStoredCompletion: (row: CompletionRow) => Stored<DailyActionCompletion> =
  storedFrom(toCompletion);

export const listCompletionsForDate = (
  db: Queryable,
  userId: number,
  date: string,
): Promise<CompletionRow[]> =>
  completions.selectWhere(
    db,
    db`user_id = ${userId} and date = ${date} and deleted_at is null order by entry_id, priority, action_text`,
  );

/** Every completion row of one plan, tombstones too (a mark brings one back), locked. */
export const lockCompletionsOfEntry = (
  db: Queryable,
  userId: number,
  entryId: string,
): Promise<CompletionRow[]> =>
  completions.selectWhere(db, db`user_id = ${userId} and entry_id = ${entryId} for update`);

/**
 * Writes a completion row a domain rule made, live, as of `at`. One row per (user, entry, priority,
 * action text): the stored row keeps its id whatever id the write carries.
 */
export async function putCompletion(
  db: Queryable,
  userId: number,
  c: DailyActionCompletion,
  at: string,
  version: number,
): Promise<CompletionRow> {
  const [row] = await db<CompletionRow[]>`
    insert into daily_action_completions (id, user_id, entry_id, action_text, priority, is_completed, completed_at,
                                          date, created_at, updated_at, version)
    values (${c.id}, ${userId}, ${c.entryId}, ${c.actionText}, ${c.priority}, ${c.isCompleted}, ${c.completedAt},
            ${c.date}, ${at}, ${at}, ${version})
    on conflict (user_id, entry_id, priority, action_text) do update set
      is_completed = excluded.is_completed, completed_at = excluded.completed_at, date = excluded.date,
      deleted_at = null, updated_at = excluded.updated_at, version = excluded.version
    returning ${db.unsafe(COMPLETION_COLUMNS)}`;
  if (!row) throw new Error('completion write returned no row');
  return row;
}

/** Whether the user has a completion row for this action of this plan (deleted or not). */
export async function completionExists(
  db: Queryable,
  c: { userId: number; entryId: string; priority: string; actionText: string },
): Promise<boolean> {
  const rows = await db`
    select 1 from daily_action_completions where user_id = ${c.userId} and entry_id = ${c.entryId}
      and priority = ${c.priority} and action_text = ${c.actionText}`;
  return rows.length > 0;
}

/**
 * For an import's per-plan limit: how many completion rows each of these plans has (deleted or
 * not: a row is kept for each action ever marked), and which of these ids are rows already.
 */
export async function completionCountsOf(
  db: Queryable,
  userId: number,
  entryIds: readonly string[],
  ids: readonly string[],
): Promise<{ perPlan: Map<string, number>; existing: Set<string> }> {
  const counts = await db<{ entryId: string; n: number }[]>`
    select entry_id, count(*)::int as n from daily_action_completions
    where user_id = ${userId} and entry_id = any(${entryIds as string[]}::uuid[]) group by entry_id`;
  const found = await db<{ id: string }[]>`
    select id from daily_action_completions where id = any(${ids as string[]}::uuid[])`;
  return {
    perPlan: new Map(counts.map((c) => [c.entryId, c.n])),
    existing: new Set(found.map((r) => r.id)),
  };
}

/**
 * Inserts many completion rows the domain's rules made, in one statement (an account import); a
 * row the user has already (same plan, priority and action) is left out. Answers how many were added.
 */
export async function insertCompletions(
  db: Queryable,
  userId: number,
  completions: readonly DailyActionCompletion[],
  at: string,
  version: number,
): Promise<number> {
  if (completions.length === 0) return 0;
  const rows = completions.map((c) => ({
    id: c.id,
    entry_id: c.entryId,
    action_text: c.actionText,
    priority: c.priority,
    is_completed: c.isCompleted,
    completed_at: c.completedAt,
    date: c.date,
  }));
  const inserted = await db`
    insert into daily_action_completions (id, user_id, entry_id, action_text, priority, is_completed, completed_at,
                                          date, created_at, updated_at, version)
    select x.id, ${userId}, x.entry_id, x.action_text, x.priority, x.is_completed, x.completed_at, x.date,
           ${at}, ${at}, ${version}
    from jsonb_to_recordset(${db.json(rows as never)}) as x(
      id uuid, entry_id uuid, action_text text, priority text, is_completed boolean, completed_at timestamptz, date date)
    on conflict do nothing
    returning id`;
  return inserted.length;
}
