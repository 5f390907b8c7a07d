import {
  ACCOUNT_LIMITS,
  createArgsFrom,
  type DailyActionCompletion,
  dailyActionCompletion,
  type Entry,
  entry,
  entryCreateBody,
} from '@reign/contract';
import {
  type ActionMark,
  completionAfterMark,
  completionId,
  planAfterSave,
  type Stored,
  sameValue,
} from '@reign/domain';
import type { z } from 'zod';
import { keepContested } from '../conflicts';
import { completionCountsOf, insertCompletions } from '../daily-actions';
import { entryOwners, entryRows, insertEntries, liveEntriesOn, liveEntryIdsOf } from '../entries';
import { idTaken, pastAccountLimit, type WriteContext } from '../user-data';
import { type ImportResult, isRefusal, slices } from './import-result';

/** Runs one batch as one of the user's write transactions (taking its turn among imports). */
export type BatchWrite = (write: (ctx: WriteContext) => Promise<void>) => Promise<void>;

/** Rows written per transaction by one statement: a transaction stays short, so other requests wait little. */
export const BULK_ROWS_PER_BATCH = 250;

type PlanBody = z.output<typeof entryCreateBody> & { id: string };

/** An exported plan as the body a save takes (the contract's declaration of plans), or why it is refused. */
function planBody(raw: unknown): { body: PlanBody } | { what: string; reason: string } {
  const e = entry.safeParse(raw);
  if (!e.success) return { what: 'a plan', reason: 'This is not a daily plan of a Reign export.' };
  const body = entryCreateBody.safeParse(createArgsFrom('entries', e.data));
  if (!body.success)
    return { what: `plan of ${e.data.date}`, reason: body.error.issues[0]?.message ?? 'not valid' };
  return { body: { ...body.data, id: e.data.id } };
}

/**
 * Plans, a batch per transaction with one insert each: an id already here is kept (another user's
 * is refused). A plan for a day that has another plan of the user is merged under the rule of a
 * save from a device that never saw that plan: the same content is that plan; other content is
 * kept beside it as a conflict for the person to settle (one per different content, so importing a
 * file twice adds nothing; past the versions a plan or the account keeps, refused). The rest are
 * made by the same domain rule as a save. An imported plan never earns: no earning day, streak,
 * achievement or referral activity (fair-points.ts).
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
      // the day's plan of each date of the batch: the user's live ones, then the batch's own
      const onDate = new Map<string, Stored<Entry>>();
      for (const row of await liveEntriesOn(ctx.tx, ctx.userId, [...new Set(bodies.map((b) => b.date))])) {
        const e = entryRows.toStored(row);
        onDate.set(e.date, e);
      }
      const fresh: Entry[] = [];
      for (const body of bodies) {
        const owner = owners.get(body.id);
        if (owner && owner.userId !== ctx.userId) {
          result.refuse(counts, `plan of ${body.date}`, idTaken());
          continue;
        }
        if (owner) {
          counts.kept += 1;
          continue;
        }
        const stored = onDate.get(body.date);
        const { entry, contested } = planAfterSave(
          stored,
          { ...body, base: stored ? null : undefined },
          ctx.at,
        );
        if (contested && stored) {
          const kept = await keepContested(ctx, {
            entity: 'entries',
            rowId: stored.id,
            values: contested,
            continues: (c) => sameValue(c.values, contested),
          }).catch((err: unknown) => {
            // the day's plan keeps the most versions already: nothing was written for this one
            if (!isRefusal(err)) throw err;
            result.refuse(counts, `plan of ${body.date}`, err);
          });
          if (kept) counts.kept += 1;
        } else if (entry && !stored) {
          fresh.push(entry);
          onDate.set(entry.date, entry);
        } else counts.kept += 1;
      }
      // a create that raced the import's check (import-bounds.ts) still cannot take it past the limit
      const room = Math.max(0, ACCOUNT_LIMITS.entries - (await entryRows.countLive(ctx.tx, ctx.userId)));
      for (const over of fresh.splice(room))
        result.refuse(counts, `plan of ${over.date}`, pastAccountLimit('entries'));
      const inserted = await insertEntries(ctx.tx, ctx.userId, fresh, ctx.version);
      counts.added += inserted.size;
      counts.kept += fresh.length - inserted.size;
    });
  }
}

/**
 * Leaves out of `rows` (and counts as refused) the new completions that would take a plan past
 * ACCOUNT_LIMITS.dailyActionsPerPlan; a completion already here is kept as before.
 */
async function keepWithinPlanLimit(ctx: WriteContext, rows: DailyActionCompletion[], result: ImportResult) {
  const { perPlan, existing } = await completionCountsOf(
    ctx.tx,
    ctx.userId,
    [...new Set(rows.map((r) => r.entryId.toLowerCase()))],
    rows.map((r) => r.id),
  );
  const kept = rows.filter((r) => {
    if (existing.has(r.id)) return true;
    const plan = r.entryId.toLowerCase();
    const have = perPlan.get(plan) ?? 0;
    if (have >= ACCOUNT_LIMITS.dailyActionsPerPlan) {
      result.refuse(
        result.dailyActions,
        `completion "${r.actionText}"`,
        pastAccountLimit('dailyActionsPerPlan'),
      );
      return false;
    }
    perPlan.set(plan, have + 1);
    return true;
  });
  rows.splice(0, rows.length, ...kept);
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
        else result.refuse(counts, `completion "${mark.text}"`, { code: 'dailyActions.entryNotFound' });
      }
      await keepWithinPlanLimit(ctx, rows, result);
      const added = await insertCompletions(ctx.tx, ctx.userId, rows, ctx.at, ctx.version);
      counts.added += added;
      counts.kept += rows.length - added;
    });
  }
}
