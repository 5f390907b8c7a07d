import type { DailyActionCompletion } from '@reign/contract';
import type { Queryable } from '../../db/connect';
import { iso } from '../user-data/user-write';

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

export async function listCompletionsForDate(
  db: Queryable,
  userId: number,
  date: string,
): Promise<CompletionRow[]> {
  return db<CompletionRow[]>`
    select ${db.unsafe(COMPLETION_COLUMNS)} from daily_action_completions
    where user_id = ${userId} and date = ${date} and deleted_at is null
    order by entry_id, priority, action_text`;
}

export interface CompletionWrite {
  id: string;
  userId: number;
  entryId: string;
  actionText: string;
  priority: string;
  isCompleted: boolean;
  date: string;
  version: number;
}

/**
 * One row per (user, entry, priority, action text): two devices checking the same action converge
 * on one row whatever id each made. completedAt keeps the first time it was checked.
 */
export async function upsertCompletion(db: Queryable, c: CompletionWrite): Promise<CompletionRow> {
  const [row] = await db<CompletionRow[]>`
    insert into daily_action_completions (id, user_id, entry_id, action_text, priority, is_completed, completed_at,
                                          date, version)
    values (${c.id}, ${c.userId}, ${c.entryId}, ${c.actionText}, ${c.priority}, ${c.isCompleted},
            case when ${c.isCompleted} then now() else null end, ${c.date}, ${c.version})
    on conflict (user_id, entry_id, priority, action_text) do update set
      is_completed = excluded.is_completed,
      completed_at = case when excluded.is_completed then coalesce(daily_action_completions.completed_at, now()) else null end,
      date = excluded.date,
      deleted_at = null,
      updated_at = now(),
      version = excluded.version
    returning ${db.unsafe(COMPLETION_COLUMNS)}`;
  if (!row) throw new Error('completion upsert returned no row');
  return row;
}
