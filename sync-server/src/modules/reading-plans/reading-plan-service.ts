import {
  MAX_ACTIVE_READING_PLANS,
  type PageQuery,
  type ReadingPlan,
  type ReadingProgress,
  type readingPlanStartBody,
  type readingProgressMarkBody,
} from '@reign/contract';
import {
  hasChanges,
  progressAfterMark,
  type ReadingPlanChanges,
  readingPlanAfterDelete,
  readingPlanAfterStart,
  readingPlanAfterUpdate,
  readingPlanDays,
  readingPlanLength,
  readingPlanProblem,
  readingProgressId,
  readingToday,
  uuidv7,
} from '@reign/domain';
import type { z } from 'zod';
import type { Queryable } from '../../db/connect';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import { allLive, livePage, type Page } from '../../lib/paging';
import { noteReadingDay } from '../rewards';
import { lockOwnRow, refuseAtAccountLimit, sameIdRow, type WriteContext } from '../user-data';
import { countActivePlans, readingPlanRows } from './reading-plan-repository';
import { liveProgressOf, lockDay, readingProgressRows, reviveDay } from './reading-progress-repository';

/** The user's live plans (the account export and today's reading), oldest first. */
export const allReadingPlans = (db: Queryable, userId: number): Promise<ReadingPlan[]> =>
  allLive(readingPlanRows, db, userId);

/** The days read of the user's live plans (the account export, a plan's progress), by plan and day. */
export async function progressOfPlans(
  db: Queryable,
  userId: number,
  planIds: readonly string[],
): Promise<ReadingProgress[]> {
  return (await liveProgressOf(db, userId, planIds)).map(readingProgressRows.toEntity);
}

/** A page of the user's live plans, oldest first (GET /api/reading-plans). */
export const listReadingPlans = (
  db: Queryable,
  userId: number,
  query: PageQuery,
): Promise<Page<ReadingPlan>> => livePage(readingPlanRows, db, userId, query);

/**
 * The days read of one of the user's live plans, by day (GET /api/reading-plans/:id/progress):
 * at most its length (MAX_READING_PLAN_DAYS); another user's plan, or a deleted one, is 404.
 */
export async function planProgress(
  db: Queryable,
  userId: number,
  planId: string,
): Promise<ReadingProgress[]> {
  const plan = await readingPlanRows.find(db, planId);
  if (!plan || plan.userId !== userId || plan.deletedAt) throw notFound({ code: 'readingPlan.notFound' });
  return progressOfPlans(db, userId, [planId]);
}

/** 409 when the user already has the most active plans at once. */
async function refuseAtActiveLimit(ctx: WriteContext): Promise<void> {
  if ((await countActivePlans(ctx.tx, ctx.userId)) >= MAX_ACTIVE_READING_PLANS) {
    throw new HttpError(409, { code: 'readingPlan.tooManyActive' }, { code: 'account_limit' });
  }
}

/**
 * Starts a plan (free for everyone). A plan of one's own names its problem with 400 (an unknown
 * book, more than 730 days); past MAX_ACTIVE_READING_PLANS active plans, 409. The same id again
 * answers the plan already started. `stopped`: an import's stopped plan, made stopped (not counted active).
 */
export async function startReadingPlan(
  ctx: WriteContext,
  body: z.output<typeof readingPlanStartBody>,
  { stopped = false }: { stopped?: boolean } = {},
): Promise<ReadingPlan> {
  const id = body.id ?? uuidv7();
  const existing = sameIdRow(ctx, await readingPlanRows.find(ctx.tx, id), { code: 'readingPlan.notFound' });
  if (!existing) {
    const problem = readingPlanProblem(body);
    if (problem) throw badRequest(problem);
    await refuseAtAccountLimit(ctx, 'readingPlans', readingPlanRows.countLive);
    // a stopped plan (restored from a backup) takes no place among the active ones
    if (!stopped) await refuseAtActiveLimit(ctx);
  }
  const started = readingPlanAfterStart(
    existing && readingPlanRows.toStored(existing),
    { ...body, id },
    ctx.at,
  );
  const plan = started && stopped ? { ...started, status: 'stopped' as const } : started;
  if (plan)
    return readingPlanRows.toEntity(await readingPlanRows.insert(ctx.tx, ctx.userId, plan, ctx.version));
  return readingPlanRows.toEntity(existing as NonNullable<typeof existing>);
}

const lockOwnPlan = async (ctx: WriteContext, id: string) =>
  readingPlanRows.toStored(await lockOwnRow(ctx, readingPlanRows.find, id, { code: 'readingPlan.notFound' }));

/**
 * Changes only the fields given (start again, catch up, stop, resume). A plan deleted meanwhile
 * answers null: the delete wins. Resuming a stopped plan counts toward the active plans.
 */
export async function updateReadingPlan(
  ctx: WriteContext,
  id: string,
  changes: ReadingPlanChanges,
): Promise<ReadingPlan | null> {
  const stored = await lockOwnPlan(ctx, id);
  if (!stored.deleted && changes.status === 'active' && stored.status !== 'active')
    await refuseAtActiveLimit(ctx);
  const plan = hasChanges(changes) ? readingPlanAfterUpdate(stored, changes, ctx.at) : null;
  if (plan) return readingPlanRows.toEntity(await readingPlanRows.write(ctx.tx, plan, ctx.version));
  return stored.deleted ? null : stored;
}

/** Deletes a plan; deleting it again is fine. Its days read stay (they go with the account). */
export async function deleteReadingPlan(ctx: WriteContext, id: string): Promise<void> {
  const gone = readingPlanAfterDelete(await lockOwnPlan(ctx, id), ctx.at);
  if (gone) await readingPlanRows.writeTombstones(ctx.tx, [gone], ctx.version);
}

type ReadingMark = z.output<typeof readingProgressMarkBody>;

/**
 * Ticks or unticks a day of the user's plan, as the person does (REST or sync push). A tick this
 * write makes is noted by rewards: received in time, its date counts toward the streak
 * achievements (docs/decisions.md 'Streaks').
 */
export async function markReadingDay(ctx: WriteContext, mark: ReadingMark): Promise<ReadingProgress | null> {
  const saved = await writeReadingMark(ctx, mark);
  if (saved && saved.updatedAt === ctx.at)
    await noteReadingDay(ctx.tx, { userId: ctx.userId, date: saved.readOn, receivedAt: ctx.at });
  return saved;
}

/** A day read from an account's file: the same write as a tick, but an import never earns (fair-points.ts). */
export const importReadingDay = (ctx: WriteContext, mark: ReadingMark): Promise<ReadingProgress | null> =>
  writeReadingMark(ctx, mark);

/**
 * Two devices ticking the same day make one row (its id is readingProgressId, and the table is
 * unique on plan and day). A day past the plan's end is 400; a plan deleted meanwhile still keeps
 * it (a tick is never lost; the days of a deleted plan leave nothing on screen), so the device that
 * ticked holds the same row as the server.
 */
async function writeReadingMark(ctx: WriteContext, mark: ReadingMark): Promise<ReadingProgress | null> {
  const plan = await lockOwnPlan(ctx, mark.planId);
  const length = readingPlanLength(plan);
  if (mark.day > length) throw badRequest({ code: 'readingPlan.dayPastEnd', values: { days: length } });
  const stored = await lockDay(ctx.tx, mark.planId, mark.day);
  if (stored && stored.userId !== ctx.userId) throw notFound({ code: 'readingPlan.notFound' });
  const id = await readingProgressId(mark.planId, mark.day);
  const next = progressAfterMark(stored && readingProgressRows.toStored(stored), id, mark, ctx.at);
  if (!next) return stored && !stored.deletedAt ? readingProgressRows.toEntity(stored) : null;
  if (next.deleted) {
    await readingProgressRows.writeTombstones(ctx.tx, [next], ctx.version);
    return null;
  }
  const row = stored
    ? await reviveDay(ctx.tx, next, ctx.version)
    : await readingProgressRows.insert(ctx.tx, ctx.userId, next, ctx.version);
  return readingProgressRows.toEntity(row);
}

/**
 * What the person's active plans ask of them on `date` and is not read yet, as the reminder names
 * it ('Genesis 1–3; Psalm 23'); null when nothing is left (or there is no plan).
 */
export async function todaysReadingLabel(
  db: Queryable,
  userId: number,
  date: string,
): Promise<string | null> {
  const plans = (await allReadingPlans(db, userId)).filter((p) => p.status === 'active');
  if (plans.length === 0) return null;
  const progress = await progressOfPlans(
    db,
    userId,
    plans.map((p) => p.id),
  );
  const labels: string[] = [];
  for (const plan of plans) {
    const days = readingPlanDays(plan);
    const read = new Set(progress.filter((r) => r.planId === plan.id).map((r) => r.day));
    for (const day of readingToday(plan, days.length, read, date).days) {
      const label = days[day - 1]?.label;
      if (label && !read.has(day)) labels.push(label);
    }
  }
  return labels.length > 0 ? labels.join('; ') : null;
}
