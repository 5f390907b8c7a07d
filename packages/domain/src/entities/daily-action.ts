import type { DailyActionCompletion } from '@reign/contract';
import type { MutationInput, Stored } from './rows';

export type DailyActionsInput = MutationInput<'dailyActions.save'>;

/** One action's checked state in one plan: what a save says about one completion row. */
export interface ActionMark {
  entryId: string;
  date: string;
  priority: string;
  text: string;
  isCompleted: boolean;
}

/** A save of a plan's actions as one mark per action, in the order given. */
export function actionMarks(input: DailyActionsInput): ActionMark[] {
  return input.actions.map((action) => ({
    entryId: input.entryId,
    date: input.date,
    priority: action.priority,
    text: action.text,
    isCompleted: action.isCompleted,
  }));
}

/**
 * The completion row after a mark: the stored row (whatever its id, even a tombstone) or a new one
 * under `id` (completionId of entry, priority and text). Checking keeps the first completion time;
 * unchecking clears it. The row is live afterwards.
 */
export function completionAfterMark(
  stored: Stored<DailyActionCompletion> | undefined,
  id: string,
  mark: ActionMark,
  at: string,
): Stored<DailyActionCompletion> {
  return {
    id: stored?.id ?? id,
    entryId: mark.entryId,
    actionText: mark.text,
    priority: mark.priority,
    isCompleted: mark.isCompleted,
    completedAt: mark.isCompleted ? (stored?.completedAt ?? at) : null,
    date: mark.date,
    deleted: false,
  };
}
