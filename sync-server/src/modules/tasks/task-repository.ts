import type { Task } from '@reign/contract';
import type { Stored } from '@reign/domain';
import type { Queryable } from '../../db/connect';
import { storedFrom, syncedTable } from '../../db/synced-table';
import { iso, isoRequired } from '../../lib/dates';

export interface TaskRow {
  id: string;
  userId: number;
  goalId: string | null;
  title: string;
  description: string | null;
  category: Task['category'];
  priority: number;
  scheduledDate: string | null;
  dueDate: string | null;
  estimatedMinutes: number;
  aiSuggested: boolean;
  reasoning: string | null;
  completedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
  version: string;
}

export const TASK_COLUMNS = `id, user_id, goal_id, title, description, category, priority, scheduled_date::text as scheduled_date,
  due_date::text as due_date, estimated_minutes, ai_suggested, reasoning, completed_at, created_at, updated_at,
  deleted_at, version`;

export function toTask(row: TaskRow): Task {
  return {
    id: row.id,
    goalId: row.goalId,
    title: row.title,
    description: row.description,
    category: row.category,
    priority: row.priority,
    scheduledDate: row.scheduledDate,
    dueDate: row.dueDate,
    estimatedMinutes: row.estimatedMinutes,
    aiSuggested: row.aiSuggested,
    reasoning: row.reasoning,
    completedAt: iso(row.completedAt),
    createdAt: isoRequired(row.createdAt),
    updatedAt: isoRequired(row.updatedAt),
  };
}

/** user_tasks through the statements every synced table shares (find, listLive, insert, write, tombstones). */
export const taskRows = syncedTable<TaskRow, Task>('user_tasks', TASK_COLUMNS, [
  'goalId',
  'title',
  'description',
  'category',
  'priority',
  'scheduledDate',
  'dueDate',
  'estimatedMinutes',
  'aiSuggested',
  'reasoning',
  'completedAt',
  'updatedAt',
]);

export const toStoredTask: (row: TaskRow) => Stored<Task> = storedFrom(toTask);

/** The live tasks of a goal, locked: what the goal's delete may take with it (GOAL_DELETE_CASCADE). */
export const lockLiveTasksOfGoal = (db: Queryable, goalId: string): Promise<TaskRow[]> =>
  taskRows.selectWhere(db, db`goal_id = ${goalId} and deleted_at is null order by created_at, id for update`);
