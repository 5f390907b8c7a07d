import type { Goal } from '@reign/contract';
import type { Stored } from '@reign/domain';
import type { Queryable } from '../../db/connect';
import { iso, isoRequired } from '../../lib/dates';

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

/** The row as the domain's rules take it: the contract's goal and whether it is a tombstone. */
export function toStoredGoal(row: GoalRow): Stored<Goal> {
  return { ...toGoal(row), deleted: row.deletedAt !== null };
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

export async function insertGoal(
  db: Queryable,
  userId: number,
  goal: Goal,
  version: number,
): Promise<GoalRow> {
  const [row] = await db<GoalRow[]>`
    insert into user_goals (id, user_id, title, description, category, season, priority, target_date, start_date,
                            progress_percentage, completed_at, is_active, created_at, updated_at, version)
    values (${goal.id}, ${userId}, ${goal.title}, ${goal.description}, ${goal.category}, ${goal.season},
            ${goal.priority}, ${goal.targetDate}, ${goal.startDate}, ${goal.progressPercentage}, ${goal.completedAt},
            ${goal.isActive}, ${goal.createdAt}, ${goal.updatedAt}, ${version})
    returning ${db.unsafe(GOAL_COLUMNS)}`;
  if (!row) throw new Error('goal insert returned no row');
  return row;
}

/** Writes the goal's columns as given (a row the domain's rules made) and its version. */
export async function writeGoal(db: Queryable, goal: Goal, version: number): Promise<GoalRow> {
  const [row] = await db<GoalRow[]>`
    update user_goals set
      title = ${goal.title}, description = ${goal.description}, category = ${goal.category},
      season = ${goal.season}, priority = ${goal.priority}, target_date = ${goal.targetDate},
      start_date = ${goal.startDate}, progress_percentage = ${goal.progressPercentage},
      completed_at = ${goal.completedAt}, is_active = ${goal.isActive}, updated_at = ${goal.updatedAt},
      version = ${version}
    where id = ${goal.id}
    returning ${db.unsafe(GOAL_COLUMNS)}`;
  if (!row) throw new Error('goal update returned no row');
  return row;
}

/** Writes a tombstone the domain made: deleted at its updatedAt. */
export async function writeGoalTombstone(db: Queryable, goal: Goal, version: number): Promise<void> {
  await db`
    update user_goals set deleted_at = ${goal.updatedAt}, updated_at = ${goal.updatedAt}, version = ${version}
    where id = ${goal.id}`;
}
