import type { PageQuery, Task, taskCreateBody, taskUpdateBody } from '@reign/contract';
import {
  hasChanges,
  type Stored,
  taskAfterComplete,
  taskAfterCreate,
  taskAfterDelete,
  taskAfterUpdate,
  uuidv7,
} from '@reign/domain';
import type { z } from 'zod';
import type { Queryable } from '../../db/connect';
import { badRequest } from '../../lib/http-error';
import { allLive, livePage, type Page } from '../../lib/paging';
import { keepConcurrentTexts } from '../conflicts';
import { goalRows } from '../goals';
import { lockOwnRow, refuseAtAccountLimit, sameIdRow, type WriteContext } from '../user-data';
import { lockLiveTasksOfGoal, type TaskRow, taskRows } from './task-repository';

/** All the user's live rows (the account export; bounded by ACCOUNT_LIMITS). */
export const allTasks = (db: Queryable, userId: number): Promise<Task[]> => allLive(taskRows, db, userId);

/** A page of the user's tasks, oldest first (the lists are paged, issue 40). */
export function listTasks(db: Queryable, userId: number, query: PageQuery): Promise<Page<Task>> {
  return livePage(taskRows, db, userId, query);
}

/** A task's goal must be a live goal of the same user. */
async function checkGoal(ctx: WriteContext, goalId: string | null | undefined): Promise<void> {
  if (!goalId) return;
  const goal = await goalRows.find(ctx.tx, goalId);
  if (!goal || goal.userId !== ctx.userId || goal.deletedAt)
    throw badRequest({ code: 'task.goalNotFound' }, 'goal_not_found');
}

/**
 * Creates a task; the same id again answers the task already made. Past ACCOUNT_LIMITS.tasks live
 * tasks a new one is 409 `account_limit`.
 */
export async function createTask(ctx: WriteContext, body: z.output<typeof taskCreateBody>): Promise<Task> {
  const id = body.id ?? uuidv7();
  const existing = sameIdRow(ctx, await taskRows.find(ctx.tx, id), { code: 'task.notFound' });
  if (!existing) await checkGoal(ctx, body.goalId);
  if (!existing) await refuseAtAccountLimit(ctx, 'tasks', taskRows.countLive);
  const task = taskAfterCreate(existing && taskRows.toStored(existing), { ...body, id }, ctx.at);
  if (task) return taskRows.toEntity(await taskRows.insert(ctx.tx, ctx.userId, task, ctx.version));
  return taskRows.toEntity(existing as TaskRow); // the same id again: the task made before
}

/** The user's task, locked; 404 for none or another user's. */
async function lockOwnTask(ctx: WriteContext, id: string): Promise<Stored<Task>> {
  return taskRows.toStored(await lockOwnRow(ctx, taskRows.find, id, { code: 'task.notFound' }));
}

/** A task the rules changed, written; null when they changed nothing (it was deleted: the delete wins). */
async function written(ctx: WriteContext, task: Stored<Task> | null): Promise<Task | null> {
  return task && taskRows.toEntity(await taskRows.write(ctx.tx, task, ctx.version));
}

/**
 * Changes the given fields (a task's new goal must be the user's). A text another device changed
 * since the values in `base` is kept as a conflict instead of written over (conflicts.ts).
 */
export async function updateTask(
  ctx: WriteContext,
  id: string,
  changes: z.output<typeof taskUpdateBody>,
  base?: Record<string, unknown>,
): Promise<Task | null> {
  const stored = await lockOwnTask(ctx, id);
  const apply = await keepConcurrentTexts(ctx, 'tasks', stored, changes, base);
  const task = hasChanges(apply) ? taskAfterUpdate(stored, apply, ctx.at) : null;
  if (task && apply.goalId) await checkGoal(ctx, apply.goalId);
  return task ? written(ctx, task) : stored.deleted ? null : stored;
}

export async function setTaskDone(ctx: WriteContext, id: string, done: boolean): Promise<Task | null> {
  return written(ctx, taskAfterComplete(await lockOwnTask(ctx, id), done, ctx.at));
}

export async function deleteTask(ctx: WriteContext, id: string): Promise<void> {
  const task = taskAfterDelete(await lockOwnTask(ctx, id), ctx.at);
  if (task) await taskRows.writeTombstones(ctx.tx, [task], ctx.version);
}

/** A goal's live tasks, locked, as the domain's goal delete takes them. */
export async function lockTasksOfGoal(ctx: WriteContext, goalId: string): Promise<Stored<Task>[]> {
  return (await lockLiveTasksOfGoal(ctx.tx, goalId)).map(taskRows.toStored);
}

/** Writes the task tombstones a goal's delete made. */
export function saveTaskTombstones(ctx: WriteContext, tasks: readonly Task[]): Promise<void> {
  return taskRows.writeTombstones(ctx.tx, tasks, ctx.version);
}
