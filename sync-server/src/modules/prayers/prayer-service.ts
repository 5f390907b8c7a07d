import {
  type Prayer,
  type PrayerUpdateBody,
  type prayerAnswerBody,
  type prayerCreateBody,
  prayerMessages,
} from '@reign/contract';
import {
  answerChanges,
  type PrayerRequestChanges,
  prayerAfterCreate,
  prayerAfterDelete,
  prayerAfterUpdate,
  uuidv7,
} from '@reign/domain';
import type { z } from 'zod';
import type { Queryable } from '../../db/connect';
import { notFound } from '../../lib/http-error';
import { idTaken, type WriteContext } from '../user-data/user-write';
import {
  findPrayer,
  insertPrayer,
  listLivePrayers,
  type PrayerRow,
  toPrayer,
  toStoredPrayer,
  writePrayer,
  writePrayerTombstone,
} from './prayer-repository';

export async function listPrayers(db: Queryable, userId: number): Promise<Prayer[]> {
  return (await listLivePrayers(db, userId)).map(toPrayer);
}

/**
 * Adds a prayer request; free and paid members alike, no limit (it is the core habit). The same id
 * again answers the request already made (a retried request is not a duplicate).
 */
export async function createPrayer(
  ctx: WriteContext,
  body: z.output<typeof prayerCreateBody>,
): Promise<Prayer> {
  const id = body.id ?? uuidv7();
  const existing = await findPrayer(ctx.tx, id);
  if (existing) {
    if (existing.userId !== ctx.userId) throw idTaken();
    if (existing.deletedAt) throw notFound(prayerMessages.notFound);
  }
  const prayer = prayerAfterCreate(existing && toStoredPrayer(existing), { ...body, id }, ctx.at);
  if (prayer) return toPrayer(await insertPrayer(ctx.tx, ctx.userId, prayer, ctx.version));
  return toPrayer(existing as PrayerRow);
}

/** The user's request, locked; 404 for none or another user's. */
async function lockOwnPrayer(ctx: WriteContext, id: string) {
  const row = await findPrayer(ctx.tx, id, true);
  if (!row || row.userId !== ctx.userId) throw notFound(prayerMessages.notFound);
  return toStoredPrayer(row);
}

/** Changes only the fields given. A request deleted meanwhile answers null: the delete wins. */
export async function updatePrayer(
  ctx: WriteContext,
  id: string,
  changes: PrayerUpdateBody | PrayerRequestChanges,
): Promise<Prayer | null> {
  const prayer = prayerAfterUpdate(await lockOwnPrayer(ctx, id), changes as PrayerRequestChanges, ctx.at);
  return prayer && toPrayer(await writePrayer(ctx.tx, prayer, ctx.version));
}

/** 'Mark answered': the update the app queues for it (status, date, testimony). */
export function answerPrayer(ctx: WriteContext, id: string, body: z.output<typeof prayerAnswerBody>) {
  return updatePrayer(ctx, id, answerChanges(body.answeredAt, body.testimony));
}

/** Deletes a request; deleting it again is fine. */
export async function deletePrayer(ctx: WriteContext, id: string): Promise<void> {
  const gone = prayerAfterDelete(await lockOwnPrayer(ctx, id), ctx.at);
  if (gone) await writePrayerTombstone(ctx.tx, gone, ctx.version);
}
