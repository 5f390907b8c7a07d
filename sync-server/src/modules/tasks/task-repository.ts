import type { Task, TaskUpdateBody } from '@reign/contract';
import type { Queryable } from '../../db/connect';
import { iso, isoRequired } from '../user-data/user-write';

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

export interface NewTask {
  id: string;
  userId: number;
  goalId: string | null;
  title: string;
  description: string | null;
  category: string;
  priority: number;
  scheduledDate: string;
  dueDate: string | null;
  estimatedMinutes: number;
  aiSuggested: boolean;
  reasoning: string | null;
  version: number;
}

export async function insertTask(db: Queryable, t: NewTask): Promise<TaskRow> {
  const [row] = await db<TaskRow[]>`
    insert into user_tasks (id, user_id, goal_id, title, description, category, priority, scheduled_date, due_date,
                            estimated_minutes, ai_suggested, reasoning, version)
    values (${t.id}, ${t.userId}, ${t.goalId}, ${t.title}, ${t.description}, ${t.category}, ${t.priority},
            ${t.scheduledDate}, ${t.dueDate}, ${t.estimatedMinutes}, ${t.aiSuggested}, ${t.reasoning}, ${t.version})
    returning ${db.unsafe(TASK_COLUMNS)}`;
  if (!row) throw new Error('task insert returned no row');
  return row;
}

/** Applies the fields present in `changes` (null clears a nullable field; absent keeps it). */
export async function updateTaskFields(
  db: Queryable,
  id: string,
  changes: TaskUpdateBody,
  version: number,
): Promise<TaskRow> {
  const has = (key: keyof TaskUpdateBody) => Object.hasOwn(changes, key) && changes[key] !== undefined;
  const [row] = await db<TaskRow[]>`
    update user_tasks set
      title = coalesce(${changes.title ?? null}, title),
      category = coalesce(${changes.category ?? null}, category),
      priority = coalesce(${changes.priority ?? null}::int, priority),
      scheduled_date = coalesce(${changes.scheduledDate ?? null}::date, scheduled_date),
      estimated_minutes = coalesce(${changes.estimatedMinutes ?? null}::int, estimated_minutes),
      description = case when ${has('description')} then ${changes.description ?? null} else description end,
      due_date = case when ${has('dueDate')} then ${changes.dueDate ?? null}::date else due_date end,
      goal_id = case when ${has('goalId')} then ${changes.goalId ?? null}::uuid else goal_id end,
      completed_at = case when ${has('completedAt')} then ${changes.completedAt ?? null}::timestamptz else completed_at end,
      updated_at = now(),
      version = ${version}
    where id = ${id}
    returning ${db.unsafe(TASK_COLUMNS)}`;
  if (!row) throw new Error('task update returned no row');
  return row;
}

export async function setTaskCompleted(
  db: Queryable,
  id: string,
  done: boolean,
  version: number,
): Promise<TaskRow> {
  const [row] = await db<TaskRow[]>`
    update user_tasks set
      completed_at = case when ${done} then coalesce(completed_at, now()) else null end,
      updated_at = now(),
      version = ${version}
    where id = ${id}
    returning ${db.unsafe(TASK_COLUMNS)}`;
  if (!row) throw new Error('task update returned no row');
  return row;
}

export async function markTaskDeleted(db: Queryable, id: string, version: number): Promise<void> {
  await db`update user_tasks set deleted_at = now(), updated_at = now(), version = ${version} where id = ${id}`;
}
