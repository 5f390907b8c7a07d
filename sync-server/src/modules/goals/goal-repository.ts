import type { Goal } from '@reign/contract';
import { declaredTable, type EntityRow, valueColumns } from '../../db/synced-table';

/**
 * user_goals: every field of the contract's goal and its column (a field without one does not
 * compile), through the statements every synced table shares (find, listLive, insert, write,
 * tombstones).
 */
export const goalRows = declaredTable<Goal>('user_goals', {
  ...valueColumns('title', 'description', 'category', 'season', 'priority', 'progressPercentage', 'isActive'),
  targetDate: 'date',
  startDate: 'date',
  completedAt: 'timestamp',
});

export type GoalRow = EntityRow;
