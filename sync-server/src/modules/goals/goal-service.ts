import { type Goal, type GoalUpdateBody, type goalCreateBody, goalMessages } from '@reign/contract';
import { FREE_GOAL_LIMIT, uuidv7 } from '@reign/domain';
import type { z } from 'zod';
import type { Queryable } from '../../db/connect';
import { forbidden, HttpError, notFound } from '../../lib/http-error';
import type { WriteContext } from '../user-data/user-write';
import {
  countLiveGoals,
  findGoal,
  insertGoal,
  listLiveGoals,
  markGoalDeleted,
  toGoal,
  updateGoalFields,
} from './goal-repository';

export const idTaken = () => new HttpError(409, 'That id is already in use. Please try again.');

export async function listGoals(db: Queryable, userId: number): Promise<Goal[]> {
  return (await listLiveGoals(db, userId)).map(toGoal);
}

/**
 * Creates a goal. The same id again answers the goal already made (a retried request is not a
 * duplicate). A free member may keep FREE_GOAL_LIMIT goals; the next one is refused with 403.
 */
export async function createGoal(ctx: WriteContext, body: z.output<typeof goalCreateBody>): Promise<Goal> {
  const id = body.id ?? uuidv7();
  const existing = await findGoal(ctx.tx, id);
  if (existing) {
    if (existing.userId !== ctx.userId) throw idTaken();
    if (existing.deletedAt) throw notFound(goalMessages.notFound);
    return toGoal(existing);
  }
  if (!ctx.isPaidMember && (await countLiveGoals(ctx.tx, ctx.userId)) >= FREE_GOAL_LIMIT) {
    throw forbidden(goalMessages.freeLimit);
  }
  const row = await insertGoal(ctx.tx, {
    id,
    userId: ctx.userId,
    title: body.title,
    description: body.description,
    category: body.category,
    season: body.season,
    priority: body.priority,
    targetDate: body.targetDate,
    version: ctx.version,
  });
  return toGoal(row);
}

/**
 * Changes the given fields. Another user's goal, or none, is 404. A goal deleted meanwhile answers
 * null: the delete wins and there is nothing to change.
 */
export async function updateGoal(
  ctx: WriteContext,
  id: string,
  changes: GoalUpdateBody,
): Promise<Goal | null> {
  const row = await findGoal(ctx.tx, id, true);
  if (!row || row.userId !== ctx.userId) throw notFound(goalMessages.notFound);
  if (row.deletedAt) return null;
  return toGoal(await updateGoalFields(ctx.tx, id, changes, ctx.version));
}

/** Deletes a goal and its tasks; deleting it again is fine. */
export async function deleteGoal(ctx: WriteContext, id: string): Promise<void> {
  const row = await findGoal(ctx.tx, id, true);
  if (!row || row.userId !== ctx.userId) throw notFound(goalMessages.notFound);
  if (row.deletedAt) return;
  await markGoalDeleted(ctx.tx, id, ctx.version);
}
