import {
  type AccountExport,
  type AccountImportResponse,
  type accountImportBody,
  dailyActionCompletion,
  entry,
  goal,
  profile,
  task,
} from '@reign/contract';
import type { z } from 'zod';
import type { Sql, Tx } from '../../db/connect';
import { HttpError } from '../../lib/http-error';
import { listCompletionsForDate, toCompletion } from '../daily-actions/daily-action-repository';
import { saveDailyActions } from '../daily-actions/daily-action-service';
import { findEntry } from '../entries/entry-repository';
import { createEntry, listEntries } from '../entries/entry-service';
import { findGoal } from '../goals/goal-repository';
import { createGoal, listGoals, updateGoal } from '../goals/goal-service';
import { findProfile } from '../profile/profile-repository';
import { getProfile, saveProfile } from '../profile/profile-service';
import { findTask } from '../tasks/task-repository';
import { createTask, listTasks, updateTask } from '../tasks/task-service';
import { runUserWrite, type WriteContext } from '../user-data/user-write';

export async function exportAccount(sql: Sql, userId: number, now: Date): Promise<AccountExport> {
  const entries = await listEntries(sql, userId);
  const dates = [...new Set(entries.map((e) => e.date))];
  const dailyActions = (await Promise.all(dates.map((d) => listCompletionsForDate(sql, userId, d))))
    .flat()
    .map(toCompletion);
  return {
    format: 'reign-export',
    version: 1,
    exportedAt: now.toISOString(),
    entries,
    goals: await listGoals(sql, userId),
    tasks: await listTasks(sql, userId),
    dailyActions,
    profile: await getProfile(sql, userId),
  };
}

type Counts = { added: number; kept: number; refused: number };
const zero = (): Counts => ({ added: 0, kept: 0, refused: 0 });

/**
 * Merges an export back by id, each row through the same services as every other write (so the
 * free goal limit and ownership still hold). A row whose id is already here is kept as it is; a
 * row that a rule refuses is counted, with the first reasons reported.
 */
export async function importAccount(
  sql: Sql,
  user: { id: number; isPaidMember: boolean },
  body: z.output<typeof accountImportBody>,
): Promise<AccountImportResponse> {
  const result = {
    entries: zero(),
    goals: zero(),
    tasks: zero(),
    dailyActions: zero(),
    profile: 'absent' as AccountImportResponse['profile'],
    problems: [] as string[],
  };
  const note = (what: string, err: unknown) => {
    const message = err instanceof HttpError ? err.message : (err as Error).message;
    if (result.problems.length < 10) result.problems.push(`${what}: ${message}`);
  };

  await runUserWrite(sql, user, async (ctx: WriteContext) => {
    /** One row in a savepoint: a refusal undoes only that row. */
    const attempt = async (
      counts: Counts,
      what: string,
      exists: () => Promise<boolean>,
      write: (c: WriteContext) => Promise<unknown>,
    ) => {
      try {
        if (await exists()) {
          counts.kept += 1;
          return;
        }
        await ctx.tx.savepoint((sp) => write({ ...ctx, tx: sp as unknown as Tx }));
        counts.added += 1;
      } catch (err) {
        if (!(err instanceof HttpError) || err.statusCode >= 500) throw err;
        counts.refused += 1;
        note(what, err);
      }
    };

    for (const raw of body.goals) {
      const g = goal.safeParse(raw);
      if (!g.success) {
        result.goals.refused += 1;
        continue;
      }
      const v = g.data;
      await attempt(
        result.goals,
        `goal "${v.title}"`,
        async () => !!(await findGoal(ctx.tx, v.id)),
        async (c) => {
          await createGoal(c, {
            id: v.id,
            title: v.title,
            description: v.description,
            category: v.category,
            season: v.season,
            priority: v.priority,
            targetDate: v.targetDate,
          });
          if (v.progressPercentage > 0)
            await updateGoal(c, v.id, { progressPercentage: v.progressPercentage });
        },
      );
    }
    for (const raw of body.tasks) {
      const t = task.safeParse(raw);
      if (!t.success) {
        result.tasks.refused += 1;
        continue;
      }
      const v = t.data;
      await attempt(
        result.tasks,
        `task "${v.title}"`,
        async () => !!(await findTask(ctx.tx, v.id)),
        async (c) => {
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
          if (v.completedAt)
            await updateTask(c, v.id, { completedAt: v.completedAt, description: undefined });
        },
      );
    }
    for (const raw of body.entries) {
      const e = entry.safeParse(raw);
      if (!e.success) {
        result.entries.refused += 1;
        continue;
      }
      const v = e.data;
      await attempt(
        result.entries,
        `plan of ${v.date}`,
        async () => !!(await findEntry(ctx.tx, v.id)),
        (c) =>
          createEntry(c, {
            id: v.id,
            date: v.date,
            verse: v.verse,
            verseReference: v.verseReference,
            verseReflection: v.verseReflection,
            priorities: v.priorities.length ? v.priorities : ['(none)'],
            actionSteps: v.actionSteps,
            challenges: v.challenges ?? '',
            encouragement: v.encouragement ?? '',
          }),
      );
    }
    for (const raw of body.dailyActions) {
      const d = dailyActionCompletion.safeParse(raw);
      if (!d.success) {
        result.dailyActions.refused += 1;
        continue;
      }
      const v = d.data;
      const exists = async () =>
        (
          await ctx.tx`select 1 from daily_action_completions where user_id = ${ctx.userId} and entry_id = ${v.entryId}
                      and priority = ${v.priority} and action_text = ${v.actionText}`
        ).length > 0;
      await attempt(result.dailyActions, `completion "${v.actionText}"`, exists, (c) =>
        saveDailyActions(c, {
          entryId: v.entryId,
          date: v.date,
          actions: [{ text: v.actionText, priority: v.priority, isCompleted: v.isCompleted }],
        }),
      );
    }
    if (body.profile !== undefined) {
      const p = profile.safeParse(body.profile);
      const saved = await findProfile(ctx.tx, ctx.userId);
      if (!p.success) result.profile = 'absent';
      else if (saved?.profile.updatedAt) result.profile = 'kept';
      else {
        await saveProfile(ctx, {
          bio: p.data.bio,
          currentFocus: p.data.currentFocus,
          spiritualMaturity: p.data.spiritualMaturity,
          preferredMeetingTime: p.data.preferredMeetingTime,
          goals: p.data.goals,
        });
        result.profile = 'imported';
      }
    }
  });
  return result;
}
