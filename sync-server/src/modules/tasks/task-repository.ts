import type { Task } from '@reign/contract';
import type { Queryable } from '../../db/connect';
import { declaredTable, type EntityRow, valueColumns } from '../../db/synced-table';

/**
 * user_tasks: every field of the contract's task and its column (a field without one does not
 * compile), through the statements every synced table shares.
 */
export const taskRows = declaredTable<Task>('user_tasks', {
  ...valueColumns(
    'goalId',
    'title',
    'description',
    'category',
    'priority',
    'estimatedMinutes',
    'aiSuggested',
    'reasoning',
  ),
  scheduledDate: 'date',
  dueDate: 'date',
  completedAt: 'timestamp',
});

export type TaskRow = EntityRow;

/** The live tasks of a goal, locked: what the goal's delete may take with it (GOAL_DELETE_CASCADE). */
export const lockLiveTasksOfGoal = (db: Queryable, goalId: string): Promise<TaskRow[]> =>
  taskRows.selectWhere(db, db`goal_id = ${goalId} and deleted_at is null order by created_at, id for update`);
