import { type Task, type taskCreateBody, taskMessages, type taskUpdateBody } from '@reign/contract';
import { uuidv7 } from '@reign/domain';
import type { z } from 'zod';
import type { Queryable } from '../../db/connect';
import { badRequest, notFound } from '../../lib/http-error';
import { findGoal } from '../goals/goal-repository';
import { idTaken } from '../goals/goal-service';
import type { WriteContext } from '../user-data/user-write';
import {
  findTask,
  insertTask,
  listLiveTasks,
  markTaskDeleted,
  setTaskCompleted,
  type TaskRow,
  toTask,
  updateTaskFields,
} from './task-repository';

export async function listTasks(db: Queryable, userId: number): Promise<Task[]> {
  return (await listLiveTasks(db, userId)).map(toTask);
}

/** A task's goal must be a live goal of the same user. */
async function checkGoal(ctx: WriteContext, goalId: string | null | undefined): Promise<void> {
  if (!goalId) return;
  const goal = await findGoal(ctx.tx, goalId);
  if (!goal || goal.userId !== ctx.userId || goal.deletedAt) throw badRequest(taskMessages.goalNotFound);
}

/** Creates a task; the same id again answers the task already made. */
export async function createTask(ctx: WriteContext, body: z.output<typeof taskCreateBody>): Promise<Task> {
  const id = body.id ?? uuidv7();
  const existing = await findTask(ctx.tx, id);
  if (existing) {
    if (existing.userId !== ctx.userId) throw idTaken();
    if (existing.deletedAt) throw notFound(taskMessages.notFound);
    return toTask(existing);
  }
  await checkGoal(ctx, body.goalId);
  const row = await insertTask(ctx.tx, {
    id,
    userId: ctx.userId,
    goalId: body.goalId ?? null,
    title: body.title,
    description: body.description,
    category: body.category,
    priority: body.priority,
    scheduledDate: body.scheduledDate,
    dueDate: body.dueDate ?? null,
    estimatedMinutes: body.estimatedMinutes,
    aiSuggested: body.aiSuggested,
    reasoning: body.reasoning,
    version: ctx.version,
  });
  return toTask(row);
}

/** The user's task, locked; 404 for none or another user's; null when deleted (the delete wins). */
async function ownTask(ctx: WriteContext, id: string): Promise<TaskRow | null> {
  const row = await findTask(ctx.tx, id, true);
  if (!row || row.userId !== ctx.userId) throw notFound(taskMessages.notFound);
  return row.deletedAt ? null : row;
}

export async function updateTask(
  ctx: WriteContext,
  id: string,
  changes: z.output<typeof taskUpdateBody>,
): Promise<Task | null> {
  if (!(await ownTask(ctx, id))) return null;
  if (changes.goalId) await checkGoal(ctx, changes.goalId);
  return toTask(await updateTaskFields(ctx.tx, id, changes, ctx.version));
}

export async function setTaskDone(ctx: WriteContext, id: string, done: boolean): Promise<Task | null> {
  if (!(await ownTask(ctx, id))) return null;
  return toTask(await setTaskCompleted(ctx.tx, id, done, ctx.version));
}

export async function deleteTask(ctx: WriteContext, id: string): Promise<void> {
  const row = await findTask(ctx.tx, id, true);
  if (!row || row.userId !== ctx.userId) throw notFound(taskMessages.notFound);
  if (row.deletedAt) return;
  await markTaskDeleted(ctx.tx, id, ctx.version);
}
