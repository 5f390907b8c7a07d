import type { Goal, GoalUpdateBody } from '@reign/contract';
import type { Queryable } from '../../db/connect';
import { iso, isoRequired } from '../user-data/user-write';

export interface GoalRow {
  id: string;
  userId: number;
  title: string;
  description: string;
  category: Goal['category'];
  season: Goal['season'];
  priority: number;
  targetDate: string;
  startDate: string | null;
  progressPercentage: number;
  completedAt: Date | null;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
  version: string;
}

export const GOAL_COLUMNS = `id, user_id, title, description, category, season, priority, target_date::text as target_date,
  start_date::text as start_date, progress_percentage, completed_at, is_active, created_at, updated_at,
  deleted_at, version`;

export function toGoal(row: GoalRow): Goal {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    season: row.season,
    priority: row.priority,
    targetDate: row.targetDate,
    startDate: row.startDate,
    progressPercentage: row.progressPercentage,
    completedAt: iso(row.completedAt),
    isActive: row.isActive,
    createdAt: isoRequired(row.createdAt),
    updatedAt: isoRequired(row.updatedAt),
  };
}

export async function listLiveGoals(db: Queryable, userId: number): Promise<GoalRow[]> {
  return db<GoalRow[]>`
    select ${db.unsafe(GOAL_COLUMNS)} from user_goals
    where user_id = ${userId} and deleted_at is null order by created_at, id`;
}

/** The goal with this id whatever its owner (callers compare userId), locked when `forUpdate`. */
export async function findGoal(db: Queryable, id: string, forUpdate = false): Promise<GoalRow | undefined> {
  const [row] = forUpdate
    ? await db<GoalRow[]>`select ${db.unsafe(GOAL_COLUMNS)} from user_goals where id = ${id} for update`
    : await db<GoalRow[]>`select ${db.unsafe(GOAL_COLUMNS)} from user_goals where id = ${id}`;
  return row;
}

export async function countLiveGoals(db: Queryable, userId: number): Promise<number> {
  const [row] = await db<{ n: number }[]>`
    select count(*)::int as n from user_goals where user_id = ${userId} and deleted_at is null`;
  return row?.n ?? 0;
}

export interface NewGoal {
  id: string;
  userId: number;
  title: string;
  description: string;
  category: string;
  season: string;
  priority: number;
  targetDate: string;
  version: number;
}

export async function insertGoal(db: Queryable, goal: NewGoal): Promise<GoalRow> {
  const [row] = await db<GoalRow[]>`
    insert into user_goals (id, user_id, title, description, category, season, priority, target_date, version)
    values (${goal.id}, ${goal.userId}, ${goal.title}, ${goal.description}, ${goal.category}, ${goal.season},
            ${goal.priority}, ${goal.targetDate}, ${goal.version})
    returning ${db.unsafe(GOAL_COLUMNS)}`;
  if (!row) throw new Error('goal insert returned no row');
  return row;
}

/** Applies only the fields given; progress 100 marks the goal completed, anything lower reopens it. */
export async function updateGoalFields(
  db: Queryable,
  id: string,
  changes: GoalUpdateBody,
  version: number,
): Promise<GoalRow> {
  const progress = changes.progressPercentage;
  const [row] = await db<GoalRow[]>`
    update user_goals set
      title = coalesce(${changes.title ?? null}, title),
      description = coalesce(${changes.description ?? null}, description),
      category = coalesce(${changes.category ?? null}, category),
      season = coalesce(${changes.season ?? null}, season),
      priority = coalesce(${changes.priority ?? null}::int, priority),
      target_date = coalesce(${changes.targetDate ?? null}::date, target_date),
      progress_percentage = coalesce(${progress ?? null}::int, progress_percentage),
      completed_at = case
        when ${progress ?? null}::int is null then completed_at
        when ${progress ?? null}::int >= 100 then coalesce(completed_at, now())
        else null end,
      updated_at = now(),
      version = ${version}
    where id = ${id}
    returning ${db.unsafe(GOAL_COLUMNS)}`;
  if (!row) throw new Error('goal update returned no row');
  return row;
}

/** Tombstones the goal and its tasks (deletes win over later updates). */
export async function markGoalDeleted(db: Queryable, id: string, version: number): Promise<void> {
  await db`update user_goals set deleted_at = now(), updated_at = now(), version = ${version} where id = ${id}`;
  await db`
    update user_tasks set deleted_at = now(), updated_at = now(), version = ${version}
    where goal_id = ${id} and deleted_at is null`;
}
