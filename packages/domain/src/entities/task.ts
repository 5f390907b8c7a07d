import type { Task } from '@reign/contract';
import { changedLive, createdOnce, type MutationInput, type Stored, tombstone, withChanges } from './rows';

export type TaskInput = MutationInput<'task.create'>;
/** Any subset of the update's fields (a parsed update holds absent text fields as undefined). */
export type TaskChanges = Partial<MutationInput<'task.update'>['changes']>;

/** A new task, not completed, made at `at`. */
export function newTask(input: TaskInput, at: string): Stored<Task> {
  return {
    id: input.id,
    goalId: input.goalId ?? null,
    title: input.title,
    description: input.description,
    category: input.category,
    priority: input.priority,
    scheduledDate: input.scheduledDate,
    dueDate: input.dueDate ?? null,
    estimatedMinutes: input.estimatedMinutes,
    aiSuggested: input.aiSuggested,
    reasoning: input.reasoning,
    completedAt: null,
    createdAt: at,
    updatedAt: at,
    deleted: false,
  };
}

/** The task a create makes, or null when its id is stored already (a create sent twice is one task). */
export const taskAfterCreate = createdOnce(newTask);

/**
 * The task with the changes given (null clears description, dueDate, goalId or completedAt), or
 * null when it is deleted (the delete wins).
 */
export function taskAfterUpdate<R extends Stored<Task>>(row: R, changes: TaskChanges, at: string): R | null {
  return changedLive(row, (task) => withChanges<Task, R>(task, changes), at);
}

/**
 * The task completed (keeping the first completion time) or reopened, or null when it is deleted.
 */
export function taskAfterComplete<R extends Stored<Task>>(row: R, done: boolean, at: string): R | null {
  return changedLive(row, (task) => ({ ...task, completedAt: done ? (task.completedAt ?? at) : null }), at);
}

/** The task's tombstone, or null when it is deleted already. */
export function taskAfterDelete<R extends Stored<Task>>(row: R, at: string): R | null {
  return tombstone(row, at);
}
