import type { Goal, GoalUpdateBody, goalCreateBody, PageQuery, Task } from '@reign/contract';
import {
  goalAfterCreate,
  goalAfterDelete,
  goalAfterUpdate,
  hasChanges,
  mayCreateGoal,
  type Stored,
  uuidv7,
} from '@reign/domain';
import type { z } from 'zod';
import type { Queryable } from '../../db/connect';
import { forbidden } from '../../lib/http-error';
import { allLive, livePage, type Page } from '../../lib/paging';
import { keepConcurrentTexts } from '../conflicts';
import { lockOwnRow, refuseAtAccountLimit, sameIdRow, type WriteContext } from '../user-data';
import { type GoalRow, goalRows } from './goal-repository';

/** All the user's live rows (the account export; bounded by ACCOUNT_LIMITS). */
export const allGoals = (db: Queryable, userId: number): Promise<Goal[]> => allLive(goalRows, db, userId);

/** A page of the user's goals, oldest first (the lists are paged, issue 40). */
export function listGoals(db: Queryable, userId: number, query: PageQuery): Promise<Page<Goal>> {
  return livePage(goalRows, db, userId, query);
}

/** The domain's free-goal rule over the member's live goals (a paid member's are not needed). */
async function mayCreate(ctx: WriteContext): Promise<boolean> {
  const goals = ctx.isPaidMember ? [] : (await goalRows.listLive(ctx.tx, ctx.userId)).map(goalRows.toEntity);
  return mayCreateGoal(ctx.isPaidMember, goals);
}

/**
 * Creates a goal. The same id again answers the goal already made (a retried request is not a
 * duplicate). A free member may keep FREE_GOAL_LIMIT goals; the next one is refused with 403. Anyone
 * may keep ACCOUNT_LIMITS.goals; the next one is 409 `account_limit`.
 */
export async function createGoal(ctx: WriteContext, body: z.output<typeof goalCreateBody>): Promise<Goal> {
  const id = body.id ?? uuidv7();
  const existing = sameIdRow(ctx, await goalRows.find(ctx.tx, id), { code: 'goal.notFound' });
  if (!existing && !(await mayCreate(ctx))) throw forbidden({ code: 'goal.freeLimit' }, 'free_goal_limit');
  if (!existing) await refuseAtAccountLimit(ctx, 'goals', goalRows.countLive);
  const goal = goalAfterCreate(existing && goalRows.toStored(existing), { ...body, id }, ctx.at);
  if (goal) return goalRows.toEntity(await goalRows.insert(ctx.tx, ctx.userId, goal, ctx.version));
  return goalRows.toEntity(existing as GoalRow); // the same id again: the goal made before
}

/** The user's goal, locked; 404 for none or another user's. */
async function lockOwnGoal(ctx: WriteContext, id: string) {
  return goalRows.toStored(await lockOwnRow(ctx, goalRows.find, id, { code: 'goal.notFound' }));
}

/**
 * Changes the given fields. Another user's goal, or none, is 404. A goal deleted meanwhile answers
 * null: the delete wins and there is nothing to change. A text field another device changed since
 * the values in `base` is kept as a conflict instead of written over (conflicts.ts).
 */
export async function updateGoal(
  ctx: WriteContext,
  id: string,
  changes: GoalUpdateBody,
  base?: Record<string, unknown>,
): Promise<Goal | null> {
  const stored = await lockOwnGoal(ctx, id);
  const apply = await keepConcurrentTexts(ctx, 'goals', stored, changes, base);
  const goal = hasChanges(apply) ? goalAfterUpdate(stored, apply, ctx.at) : null;
  return goal
    ? goalRows.toEntity(await goalRows.write(ctx.tx, goal, ctx.version))
    : stored.deleted
      ? null
      : stored;
}

/**
 * What a goal's delete needs of its tasks, handed in by the tasks module (`goalTasks`): tasks
 * depend on goals, never the reverse.
 */
export interface GoalTasks {
  /** the goal's live tasks, locked, as the domain's goal delete takes them */
  lock(ctx: WriteContext, goalId: string): Promise<Stored<Task>[]>;
  /** writes the task tombstones the goal's delete made */
  saveTombstones(ctx: WriteContext, tasks: readonly Task[]): Promise<void>;
}

/** Deletes a goal and its tasks; deleting it again is fine. */
export async function deleteGoal(ctx: WriteContext, id: string, tasks: GoalTasks): Promise<void> {
  const goal = await lockOwnGoal(ctx, id);
  const removed = goalAfterDelete(goal, goal.deleted ? [] : await tasks.lock(ctx, id), ctx.at);
  if (!removed) return;
  await goalRows.writeTombstones(ctx.tx, [removed.goal], ctx.version);
  await tasks.saveTombstones(ctx, removed.tasks);
}
