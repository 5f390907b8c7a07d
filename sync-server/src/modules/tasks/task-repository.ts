import type { Task } from '@reign/contract';
import type { Stored } from '@reign/domain';
import type { Queryable } from '../../db/connect';
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

/** The row as the domain's rules take it: the contract's task and whether it is a tombstone. */
export function toStoredTask(row: TaskRow): Stored<Task> {
  return { ...toTask(row), deleted: row.deletedAt !== null };
}

export async function listLiveTasks(db: Queryable, userId: number): Promise<TaskRow[]> {
  return db<TaskRow[]>`
    select ${db.unsafe(TASK_COLUMNS)} from user_tasks
    where user_id = ${userId} and deleted_at is null order by created_at, id`;
}

export async function findTask(db: Queryable, id: string, forUpdate = false): Promise<TaskRow | undefined> {
  const [row] = forUpdate
    ? await db<TaskRow[]>`select ${db.unsafe(TASK_COLUMNS)} from user_tasks where id = ${id} for update`
    : await db<TaskRow[]>`select ${db.unsafe(TASK_COLUMNS)} from user_tasks where id = ${id}`;
  return row;
}

/** The live tasks of a goal, locked: what the goal's delete may take with it (GOAL_DELETE_CASCADE). */
export async function lockLiveTasksOfGoal(db: Queryable, goalId: string): Promise<TaskRow[]> {
  return db<TaskRow[]>`
    select ${db.unsafe(TASK_COLUMNS)} from user_tasks
    where goal_id = ${goalId} and deleted_at is null order by created_at, id for update`;
}

export async function insertTask(db: Queryable, userId: number, t: Task, version: number): Promise<TaskRow> {
  const [row] = await db<TaskRow[]>`
    insert into user_tasks (id, user_id, goal_id, title, description, category, priority, scheduled_date, due_date,
                            estimated_minutes, ai_suggested, reasoning, completed_at, created_at, updated_at, version)
    values (${t.id}, ${userId}, ${t.goalId}, ${t.title}, ${t.description}, ${t.category}, ${t.priority},
            ${t.scheduledDate}, ${t.dueDate}, ${t.estimatedMinutes}, ${t.aiSuggested}, ${t.reasoning},
            ${t.completedAt}, ${t.createdAt}, ${t.updatedAt}, ${version})
    returning ${db.unsafe(TASK_COLUMNS)}`;
  if (!row) throw new Error('task insert returned no row');
  return row;
}

/** Writes the task's columns as given (a row the domain's rules made) and its version. */
export async function writeTask(db: Queryable, t: Task, version: number): Promise<TaskRow> {
  const [row] = await db<TaskRow[]>`
    update user_tasks set
      goal_id = ${t.goalId}, title = ${t.title}, description = ${t.description}, category = ${t.category},
      priority = ${t.priority}, scheduled_date = ${t.scheduledDate}, due_date = ${t.dueDate},
      estimated_minutes = ${t.estimatedMinutes}, ai_suggested = ${t.aiSuggested}, reasoning = ${t.reasoning},
      completed_at = ${t.completedAt}, updated_at = ${t.updatedAt}, version = ${version}
    where id = ${t.id}
    returning ${db.unsafe(TASK_COLUMNS)}`;
  if (!row) throw new Error('task update returned no row');
  return row;
}

/** Writes tombstones the domain made: each deleted at its updatedAt. */
export async function writeTaskTombstones(
  db: Queryable,
  tasks: readonly Task[],
  version: number,
): Promise<void> {
  for (const t of tasks) {
    await db`
      update user_tasks set deleted_at = ${t.updatedAt}, updated_at = ${t.updatedAt}, version = ${version}
      where id = ${t.id}`;
  }
}
