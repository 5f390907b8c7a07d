import type { Goal } from '@reign/contract';
import type { Stored } from '@reign/domain';
import { storedFrom, syncedTable } from '../../db/synced-table';
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

/** user_goals through the statements every synced table shares (find, listLive, insert, write, tombstones). */
export const goalRows = syncedTable<GoalRow, Goal>('user_goals', GOAL_COLUMNS, [
  'title',
  'description',
  'category',
  'season',
  'priority',
  'targetDate',
  'startDate',
  'progressPercentage',
  'completedAt',
  'isActive',
  'updatedAt',
]);

export const toStoredGoal: (row: GoalRow) => Stored<Goal> = storedFrom(toGoal);
