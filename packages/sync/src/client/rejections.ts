import { createArgsFrom, type Goal, type MutationName, type Task } from '@reign/contract';
import type { ReignDb } from '../device/database';
import type { RejectedMutation } from '../device/types';
import { CIRCLE_WRITES, discardCircleWrite } from './apply-circles';
import { CIRCLE_RESENDS, circleResend } from './circle-resend';
import { type Change, queueMutations } from './outbox';
import { refusalCode, rowIdOf } from './refusal-actions';

export { type RefusalAction, refusalActions } from './refusal-actions';

/** A mutation that makes a row (a reading plan's is its start). */
const isCreate = (name: MutationName) => name.endsWith('.create') || name === 'readingPlan.start';

/** A goal's create arguments from its row as it is on this device now. */
function goalCreateOf(goal: Goal): Change[] {
  const { id, progressPercentage } = goal;
  const changes: Change[] = [{ name: 'goal.create', args: createArgsFrom('goals', goal) } as Change];
  if (progressPercentage > 0)
    changes.push({ name: 'goal.update', args: { id, changes: { progressPercentage } } });
  return changes;
}

/** A task's create arguments from its row as it is on this device now (`goalId` as given). */
function taskCreateOf(task: Task, goalId: string | null, fallback: unknown): Change[] {
  const scheduledDate =
    task.scheduledDate ?? (fallback as { scheduledDate?: string } | null)?.scheduledDate ?? undefined;
  const args = { ...createArgsFrom('tasks', task), ...(scheduledDate ? { scheduledDate } : {}), goalId };
  const changes: Change[] = [{ name: 'task.create', args } as Change];
  if (task.completedAt) changes.push({ name: 'task.complete', args: { id: task.id } });
  return changes;
}

/**
 * The mutations that send a refused change again. A create carries the row as it is now (edits
 * made since are in it); other changes are queued as they were.
 */
async function resend(db: ReignDb, item: RejectedMutation, standalone: boolean): Promise<Change[]> {
  if (CIRCLE_RESENDS.includes(item.name)) return circleResend(db, item);
  const id = rowIdOf(item);
  if (id && item.name === 'goal.create') {
    const goal = await db.goals.get(id);
    if (goal && !goal.deleted) return goalCreateOf(goal);
  }
  if (id && item.name === 'task.create') {
    const task = await db.tasks.get(id);
    if (task && !task.deleted) return taskCreateOf(task, standalone ? null : task.goalId, item.args);
  }
  const args = item.args as Record<string, unknown>;
  if (standalone && item.name === 'task.create')
    return [{ name: item.name, args: { ...args, goalId: null } } as Change];
  if (standalone && item.name === 'task.update') {
    const changes = { ...(args.changes as object), goalId: null };
    return [{ name: item.name, args: { ...args, changes } } as Change];
  }
  return [{ name: item.name, args: item.args } as Change];
}

/**
 * The refusals a resend or a discard of `item` settles too: for a create, the refusals of later
 * changes of the same row that failed only because the row was not on the server (404).
 */
async function settledWith(db: ReignDb, item: RejectedMutation): Promise<string[]> {
  const id = rowIdOf(item);
  if (!id || !isCreate(item.name)) return [item.id];
  const all = await db.rejected.toArray();
  const sameRow = all.filter((r) => r.id !== item.id && rowIdOf(r) === id && refusalCode(r) === 'not_found');
  return [item.id, ...sameRow.map((r) => r.id)];
}

/**
 * The refused tasks that follow a refused goal sent again: those refused only because their goal
 * was not on the server (the goal itself was refused), whose task on this device still names it.
 */
async function tasksFollowing(db: ReignDb, goalId: string): Promise<RejectedMutation[]> {
  const all = await db.rejected.orderBy('seq').toArray();
  const following: RejectedMutation[] = [];
  for (const r of all) {
    if (refusalCode(r) !== 'goal_not_found' || (r.name !== 'task.create' && r.name !== 'task.update'))
      continue;
    const taskId = rowIdOf(r);
    const task = taskId ? await db.tasks.get(taskId) : undefined;
    if (task && !task.deleted && task.goalId === goalId) following.push(r);
  }
  return following;
}

export interface ResolveOptions {
  now?: () => Date;
}

/** 'Try again' or 'Keep as a standalone task': queues the change anew and removes its refusal. */
export async function resendRejected(
  db: ReignDb,
  rejectedId: string,
  how: 'retry' | 'standalone',
  options: ResolveOptions = {},
): Promise<void> {
  const item = await db.rejected.get(rejectedId);
  if (!item) return;
  const changes = await resend(db, item, how === 'standalone');
  const settled = await settledWith(db, item);
  // a goal sent again takes its refused tasks with it: they follow their goal
  if (how === 'retry' && item.name === 'goal.create' && rowIdOf(item)) {
    for (const task of await tasksFollowing(db, rowIdOf(item) as string)) {
      if (settled.includes(task.id)) continue;
      changes.push(...(await resend(db, task, false)));
      settled.push(...(await settledWith(db, task)));
    }
  }
  const taskId = how === 'standalone' ? rowIdOf(item) : null;
  await queueMutations(db, changes, {
    queue: true,
    now: options.now,
    alongside: async () => {
      // The task leaves its deleted goal on this device at once (a create of an existing row
      // changes nothing locally).
      if (taskId) await db.tasks.update(taskId, { goalId: null });
      await db.rejected.bulkDelete(settled);
    },
  });
}

/**
 * 'Discard': a refused create's row is removed from this device (nothing is left behind); any
 * other refused change needs the server's rows back, which `restore` brings (a full pull that
 * keeps rows made on this device and not yet on the server, so no other refusal's row is touched).
 */
export async function discardRejected(
  db: ReignDb,
  rejectedId: string,
  restore: () => Promise<unknown>,
): Promise<void> {
  const item = await db.rejected.get(rejectedId);
  if (!item) return;
  const id = rowIdOf(item);
  if (CIRCLE_WRITES.includes(item.name)) {
    await discardCircleWrite(db, item);
    return;
  }
  if (id && isCreate(item.name)) {
    const settled = await settledWith(db, item);
    const table =
      item.name === 'goal.create'
        ? db.goals
        : item.name === 'task.create'
          ? db.tasks
          : item.name === 'prayer.create'
            ? db.prayers
            : item.name === 'readingPlan.start'
              ? db.readingPlans
              : db.entries;
    await db.transaction('rw', table, db.rejected, async () => {
      const row = await table.get(id);
      if (row && row.version === 0) await table.delete(id);
      await db.rejected.bulkDelete(settled);
    });
    return;
  }
  await restore();
  await db.rejected.delete(rejectedId);
}
