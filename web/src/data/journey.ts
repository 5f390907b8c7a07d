import type { GoalProgressPoint } from '@reign/sync/device/goal-progress-log';
import { useOpenDataSession } from './context';
import { useLiveRows } from './live';

/** A completed action of a saved plan: its plan and the plan's Central date. */
export interface CompletedAction {
  entryId: string;
  date: string;
}

/** Every completed action of the person's plans (not deleted), for the Journey charts. Live. */
export function useCompletedActions(): CompletedAction[] | undefined {
  return useLiveRows(
    useOpenDataSession(),
    async (db) =>
      (await db.dailyActions.filter((d) => d.isCompleted && !d.deleted).toArray()).map((d) => ({
        entryId: d.entryId,
        date: d.date,
      })),
    [],
  );
}

export type { GoalProgressPoint };

/** The goals' progress points this device saw (oldest first per goal), for the Journey charts. Live. */
export function useGoalProgressLog(): GoalProgressPoint[] | undefined {
  return useLiveRows(useOpenDataSession(), (db) => db.goalProgress.orderBy('[goalId+at]').toArray(), []);
}
