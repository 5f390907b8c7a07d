import { ACCOUNT_LIMITS, type DailyActionCompletion, type dailyActionsSaveBody } from '@reign/contract';
import { actionMarks, completionAfterMark, completionId } from '@reign/domain';
import type { z } from 'zod';
import type { Queryable } from '../../db/connect';
import { notFound } from '../../lib/http-error';
import { findEntry } from '../entries';
import { pastAccountLimit, type WriteContext } from '../user-data';
import {
  type CompletionRow,
  listCompletionsForDate,
  lockCompletionsOfEntry,
  putCompletion,
  toCompletion,
  toStoredCompletion,
} from './daily-action-repository';

export async function completionsForDate(
  db: Queryable,
  userId: number,
  date: string,
): Promise<DailyActionCompletion[]> {
  return (await listCompletionsForDate(db, userId, date)).map(toCompletion);
}

/** The row's natural key: one completion per (plan, priority, action text). */
const markKey = (priority: string, text: string) => JSON.stringify([priority, text]);

/**
 * Saves the checked state of one plan's actions together; the plan must be the user's. A plan keeps
 * at most ACCOUNT_LIMITS.dailyActionsPerPlan completions (one per action text): past it, 409.
 */
export async function saveDailyActions(
  ctx: WriteContext,
  body: z.output<typeof dailyActionsSaveBody>,
): Promise<DailyActionCompletion[]> {
  const entry = await findEntry(ctx.tx, body.entryId);
  if (!entry || entry.userId !== ctx.userId || entry.deletedAt)
    throw notFound({ code: 'dailyActions.entryNotFound' });
  const stored = new Map<string, CompletionRow>();
  for (const row of await lockCompletionsOfEntry(ctx.tx, ctx.userId, body.entryId)) {
    stored.set(markKey(row.priority, row.actionText), row);
  }
  const marks = actionMarks(body);
  // the user's row is locked (the write's version bump), so no other save of this plan runs meanwhile
  const adding = new Set(marks.map((m) => markKey(m.priority, m.text)).filter((k) => !stored.has(k)));
  if (stored.size + adding.size > ACCOUNT_LIMITS.dailyActionsPerPlan)
    throw pastAccountLimit('dailyActionsPerPlan');
  const saved: DailyActionCompletion[] = [];
  for (const mark of marks) {
    const key = markKey(mark.priority, mark.text);
    const before = stored.get(key);
    const id = await completionId(mark.entryId, mark.priority, mark.text);
    const next = completionAfterMark(before && toStoredCompletion(before), id, mark, ctx.at);
    const row = await putCompletion(ctx.tx, ctx.userId, next, ctx.at, ctx.version);
    stored.set(key, row);
    saved.push(toCompletion(row));
  }
  return saved;
}
