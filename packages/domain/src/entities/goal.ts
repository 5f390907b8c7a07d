import type { Goal, Task } from '@reign/contract';
import { FREE_GOAL_LIMIT } from '../labels';
import { changedLive, createdOnce, type MutationInput, type Stored, tombstone, withChanges } from './rows';

export type GoalInput = MutationInput<'goal.create'>;
export type GoalChanges = Partial<MutationInput<'goal.update'>['changes']>;

/** A new goal: not started, 0% done, active, made at `at`. */
export function newGoal(input: GoalInput, at: string): Stored<Goal> {
  return {
    id: input.id,
    title: input.title,
    description: input.description,
    category: input.category,
    season: input.season,
    priority: input.priority,
    targetDate: input.targetDate,
    startDate: null,
    progressPercentage: 0,
    completedAt: null,
    isActive: true,
    createdAt: at,
    updatedAt: at,
    deleted: false,
  };
}

/** The goal a create makes, or null when its id is stored already (a create sent twice is one goal). */
export const goalAfterCreate = createdOnce(newGoal);

/**
 * The goal with the changes given, or null when it is deleted (the delete wins). Progress 100 marks
 * it completed, keeping the first completion time; progress below 100 reopens it.
 */
export function goalAfterUpdate<R extends Stored<Goal>>(row: R, changes: GoalChanges, at: string): R | null {
  return changedLive(
    row,
    (goal) => {
      const next = withChanges<Goal, R>(goal, changes);
      const progress = changes.progressPercentage;
      if (progress !== undefined) next.completedAt = progress >= 100 ? (goal.completedAt ?? at) : null;
      return next;
    },
    at,
  );
}

/**
 * Which rows a goal's delete takes with it: the tasks whose `goalId` is the goal's id. Both sides
 * find the candidates by this key and let `goalAfterDelete` decide.
 */
export const GOAL_DELETE_CASCADE = { table: 'tasks', key: 'goalId' } as const satisfies {
  table: string;
  key: keyof Task;
};

/**
 * A goal's delete: the goal's tombstone and those of its live tasks (found by GOAL_DELETE_CASCADE),
 * all made at `at`; null when the goal is deleted already (deleting again changes nothing).
 */
export function goalAfterDelete<G extends Stored<Goal>, T extends Stored<Task>>(
  goal: G,
  tasks: readonly T[],
  at: string,
): { goal: G; tasks: T[] } | null {
  const gone = tombstone(goal, at);
  if (!gone) return null;
  const owned = tasks.filter((task) => task[GOAL_DELETE_CASCADE.key] === goal.id);
  return { goal: gone, tasks: owned.flatMap((task) => tombstone(task, at) ?? []) };
}

/**
 * Whether a live goal counts toward a free member's FREE_GOAL_LIMIT (issue 15): only a goal in
 * progress does; a completed goal is history, so a free member may always have one goal going.
 */
export function countsTowardFreeLimit(goal: Goal): boolean {
  return !goal.completedAt;
}

/** Whether a member may make another goal, given their live goals: paid members always may. */
export function mayCreateGoal(isPaidMember: boolean, liveGoals: readonly Goal[]): boolean {
  return isPaidMember || liveGoals.filter(countsTowardFreeLimit).length < FREE_GOAL_LIMIT;
}
