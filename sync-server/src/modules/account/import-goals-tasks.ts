import { goal, profile, task } from '@reign/contract';
import type { Tx } from '../../db/connect';
import { findGoal } from '../goals/goal-repository';
import { createGoal, updateGoal } from '../goals/goal-service';
import { findProfile } from '../profile/profile-repository';
import { saveProfile } from '../profile/profile-service';
import { findTask } from '../tasks/task-repository';
import { createTask, updateTask } from '../tasks/task-service';
import type { WriteContext } from '../user-data/user-write';
import type { BatchWrite } from './import-plans';
import { type Counts, type ImportResult, isRefusal, slices } from './import-result';

/** Rows written one by one through their service per transaction (goals, tasks). */
export const SERVICE_ROWS_PER_BATCH = 50;

/**
 * Rows through the same services as every other write (the free goal limit, a task's goal must be
 * the user's), a batch per transaction, each row in a savepoint so a refusal undoes only that row.
 * A row whose id is already here is kept as it is.
 */
export async function importOneByOne<T>(
  write: BatchWrite,
  raws: readonly unknown[],
  result: ImportResult,
  counts: Counts,
  row: {
    parse: (raw: unknown) => T | undefined;
    what: (v: T) => string;
    exists: (ctx: WriteContext, v: T) => Promise<boolean>;
    save: (ctx: WriteContext, v: T) => Promise<unknown>;
  },
) {
  for (const batch of slices(raws, SERVICE_ROWS_PER_BATCH)) {
    const values: T[] = [];
    for (const raw of batch) {
      const v = row.parse(raw);
      if (v === undefined) counts.refused += 1;
      else values.push(v);
    }
    if (values.length === 0) continue;
    await write(async (ctx) => {
      for (const v of values) {
        try {
          if (await row.exists(ctx, v)) {
            counts.kept += 1;
            continue;
          }
          await ctx.tx.savepoint((sp) => row.save({ ...ctx, tx: sp as unknown as Tx }, v));
          counts.added += 1;
        } catch (err) {
          if (!isRefusal(err)) throw err;
          result.refuse(counts, row.what(v), err);
        }
      }
    });
  }
}

export function importGoals(write: BatchWrite, raws: readonly unknown[], result: ImportResult) {
  return importOneByOne(write, raws, result, result.goals, {
    parse: (raw) => {
      const g = goal.safeParse(raw);
      return g.success ? g.data : undefined;
    },
    what: (v) => `goal "${v.title}"`,
    exists: async (ctx, v) => !!(await findGoal(ctx.tx, v.id)),
    save: async (c, v) => {
      await createGoal(c, {
        id: v.id,
        title: v.title,
        description: v.description,
        category: v.category,
        season: v.season,
        priority: v.priority,
        targetDate: v.targetDate,
      });
      if (v.progressPercentage > 0) await updateGoal(c, v.id, { progressPercentage: v.progressPercentage });
    },
  });
}

export function importTasks(write: BatchWrite, raws: readonly unknown[], result: ImportResult) {
  return importOneByOne(write, raws, result, result.tasks, {
    parse: (raw) => {
      const t = task.safeParse(raw);
      return t.success ? t.data : undefined;
    },
    what: (v) => `task "${v.title}"`,
    exists: async (ctx, v) => !!(await findTask(ctx.tx, v.id)),
    save: async (c, v) => {
      await createTask(c, {
        id: v.id,
        goalId: v.goalId,
        title: v.title,
        description: v.description,
        category: v.category,
        priority: v.priority,
        scheduledDate: v.scheduledDate ?? v.createdAt.slice(0, 10),
        dueDate: v.dueDate,
        estimatedMinutes: v.estimatedMinutes,
        aiSuggested: v.aiSuggested,
        reasoning: v.reasoning,
      });
      if (v.completedAt) await updateTask(c, v.id, { completedAt: v.completedAt, description: undefined });
    },
  });
}

/** The profile, only when the user has not saved one yet. */
export async function importProfile(write: BatchWrite, raw: unknown, result: ImportResult) {
  if (raw === undefined) return;
  const p = profile.safeParse(raw);
  if (!p.success) return;
  await write(async (ctx) => {
    const saved = await findProfile(ctx.tx, ctx.userId);
    if (saved?.profile.updatedAt) {
      result.profile = 'kept';
      return;
    }
    await saveProfile(ctx, {
      bio: p.data.bio,
      currentFocus: p.data.currentFocus,
      spiritualMaturity: p.data.spiritualMaturity,
      preferredMeetingTime: p.data.preferredMeetingTime,
      goals: p.data.goals,
    });
    result.profile = 'imported';
  });
}
