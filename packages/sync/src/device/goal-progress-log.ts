import type { EntityTable, Table } from 'dexie';
import type { GoalRow } from './types';

/**
 * One point of a goal's progress as this device saw it: the goal's progress after a change made here
 * or pulled from the server (`at` is the goal's updatedAt). The Journey's goal chart draws these; the
 * server keeps no history, so a device knows the changes since it started keeping them (Dexie
 * version 5), plus each goal's creation (0%) and its latest value.
 */
export interface GoalProgressPoint {
  goalId: string;
  at: string;
  progress: number;
}

/**
 * Keeps the log from the goals table's own writes (a mutation, a pull, a re-apply alike). The point
 * is written after the goal's transaction commits (the log is not in the sync transactions' scope),
 * keyed by goal and time, so a re-apply of the same change writes the same row again.
 */
export function logGoalProgress(goals: EntityTable<GoalRow, 'id'>, log: Table<GoalProgressPoint>): void {
  const record = (
    point: GoalProgressPoint | null,
    transaction: { on(event: 'complete', fn: () => void): void },
  ) => {
    if (!point) return;
    transaction.on('complete', () => {
      void log.put(point).catch(() => undefined);
    });
  };
  goals.hook('creating', (_key, goal, transaction) => {
    record({ goalId: goal.id, at: goal.updatedAt, progress: goal.progressPercentage }, transaction);
  });
  goals.hook('updating', (changes, _key, goal, transaction) => {
    const next = changes as Partial<GoalRow>;
    if (next.progressPercentage === undefined || next.progressPercentage === goal.progressPercentage) return;
    record(
      { goalId: goal.id, at: next.updatedAt ?? goal.updatedAt, progress: next.progressPercentage },
      transaction,
    );
  });
}
