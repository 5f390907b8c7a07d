import {
  dailyActionCompletion,
  dailyActionsMessages,
  type Entry,
  entry,
  entryCreateBody,
} from '@reign/contract';
import { type ActionMark, completionAfterMark, completionId, entryAfterCreate } from '@reign/domain';
import type { z } from 'zod';
import { insertCompletions } from '../daily-actions';
import { entryOwners, insertEntries, liveEntryIdsOf } from '../entries';
import { idTaken, type WriteContext } from '../user-data';
import { type ImportResult, slices } from './import-result';

/** Runs one batch as one of the user's write transactions (taking its turn among imports). */
export type BatchWrite = (write: (ctx: WriteContext) => Promise<void>) => Promise<void>;

/** Rows written per transaction by one statement: a transaction stays short, so other requests wait little. */
export const BULK_ROWS_PER_BATCH = 250;

type PlanBody = z.output<typeof entryCreateBody> & { id: string };

/** An exported plan as the body REST would take, checked by the same schema; or why it is refused. */
function planBody(raw: unknown): { body: PlanBody } | { what: string; reason: string } {
  const e = entry.safeParse(raw);
  if (!e.success) return { what: 'a plan', reason: 'This is not a daily plan of a Reign export.' };
  const v = e.data;
  const body = entryCreateBody.safeParse({
    id: v.id,
    date: v.date,
    verse: v.verse,
    verseReference: v.verseReference,
    verseReflection: v.verseReflection,
    priorities: v.priorities.length ? v.priorities : ['(none)'],
    actionSteps: v.actionSteps,
    challenges: v.challenges ?? '',
    encouragement: v.encouragement ?? '',
    ...(v.prayedFor?.length ? { prayedFor: v.prayedFor } : {}),
  });
  if (!body.success)
    return { what: `plan of ${v.date}`, reason: body.error.issues[0]?.message ?? 'not valid' };
  return { body: { ...body.data, id: v.id } };
}

/**
 * Plans, a batch per transaction with one insert each: an id already here is kept (another user's
 * is refused), the rest are made by the same domain rule as a save. An imported plan never earns:
 * no earning day, streak, achievement or referral activity (fair-points.ts).
 */
export async function importPlans(write: BatchWrite, raws: readonly unknown[], result: ImportResult) {
  const counts = result.entries;
  for (const batch of slices(raws, BULK_ROWS_PER_BATCH)) {
    const bodies: PlanBody[] = [];
    for (const raw of batch) {
      const parsed = planBody(raw);
      if ('body' in parsed) bodies.push(parsed.body);
      else result.refuse(counts, parsed.what, parsed.reason);
    }
    if (bodies.length === 0) continue;
    await write(async (ctx) => {
      const owners = await entryOwners(
        ctx.tx,
        bodies.map((b) => b.id),
      );
      const fresh: Entry[] = [];
      for (const body of bodies) {
        const owner = owners.get(body.id);
        if (owner && owner.userId !== ctx.userId) result.refuse(counts, `plan of ${body.date}`, idTaken());
        else if (owner) counts.kept += 1;
        else {
          const made = entryAfterCreate(undefined, body, ctx.at);
          if (made) fresh.push(made);
        }
      }
      const inserted = await insertEntries(ctx.tx, ctx.userId, fresh, ctx.version);
      counts.added += inserted.size;
      // left out by another unique key: a plan of that day is here already
      counts.kept += fresh.length - inserted.size;
    });
  }
}

/** Completions of plans, a batch per transaction: only for the user's live plans; a row already here is kept. */
export async function importCompletions(write: BatchWrite, raws: readonly unknown[], result: ImportResult) {
  const counts = result.dailyActions;
  for (const batch of slices(raws, BULK_ROWS_PER_BATCH)) {
    const marks: { id: string; mark: ActionMark }[] = [];
    for (const raw of batch) {
      const d = dailyActionCompletion.safeParse(raw);
      if (!d.success) {
        result.refuse(counts, 'a completion', 'This is not an action completion of a Reign export.');
        continue;
      }
      const v = d.data;
      marks.push({
        id: await completionId(v.entryId, v.priority, v.actionText),
        mark: {
          entryId: v.entryId,
          date: v.date,
          priority: v.priority,
          text: v.actionText,
          isCompleted: v.isCompleted,
        },
      });
    }
    if (marks.length === 0) continue;
    await write(async (ctx) => {
      const live = await liveEntryIdsOf(
        ctx.tx,
        ctx.userId,
        marks.map((m) => m.mark.entryId),
      );
      const rows = [];
      for (const { id, mark } of marks) {
        if (live.has(mark.entryId.toLowerCase())) rows.push(completionAfterMark(undefined, id, mark, ctx.at));
        else result.refuse(counts, `completion "${mark.text}"`, dailyActionsMessages.entryNotFound);
      }
      const added = await insertCompletions(ctx.tx, ctx.userId, rows, ctx.at, ctx.version);
      counts.added += added;
      counts.kept += rows.length - added;
    });
  }
}
