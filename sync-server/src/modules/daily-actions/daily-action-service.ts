import { type DailyActionCompletion, dailyActionsMessages, type dailyActionsSaveBody } from '@reign/contract';
import { completionId } from '@reign/domain';
import type { z } from 'zod';
import type { Queryable } from '../../db/connect';
import { notFound } from '../../lib/http-error';
import { findEntry } from '../entries/entry-repository';
import type { WriteContext } from '../user-data/user-write';
import { listCompletionsForDate, toCompletion, upsertCompletion } from './daily-action-repository';

export async function completionsForDate(
  db: Queryable,
  userId: number,
  date: string,
): Promise<DailyActionCompletion[]> {
  return (await listCompletionsForDate(db, userId, date)).map(toCompletion);
}

/** Saves the checked state of one plan's actions together; the plan must be the user's. */
export async function saveDailyActions(
  ctx: WriteContext,
  body: z.output<typeof dailyActionsSaveBody>,
): Promise<DailyActionCompletion[]> {
  const entry = await findEntry(ctx.tx, body.entryId);
  if (!entry || entry.userId !== ctx.userId || entry.deletedAt)
    throw notFound(dailyActionsMessages.entryNotFound);
  const saved: DailyActionCompletion[] = [];
  for (const action of body.actions) {
    const row = await upsertCompletion(ctx.tx, {
      id: await completionId(body.entryId, action.priority, action.text),
      userId: ctx.userId,
      entryId: body.entryId,
      actionText: action.text,
      priority: action.priority,
      isCompleted: action.isCompleted,
      date: body.date,
      version: ctx.version,
    });
    saved.push(toCompletion(row));
  }
  return saved;
}
