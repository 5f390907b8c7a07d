import type {
  PageQuery,
  Prayer,
  PrayerUpdateBody,
  prayerAnswerBody,
  prayerCreateBody,
} from '@reign/contract';
import {
  answerChanges,
  hasChanges,
  type PrayerRequestChanges,
  prayerAfterCreate,
  prayerAfterDelete,
  prayerAfterUpdate,
  uuidv7,
} from '@reign/domain';
import type { z } from 'zod';
import type { Queryable } from '../../db/connect';
import { allLive, livePage, type Page } from '../../lib/paging';
import { keepConcurrentTexts } from '../conflicts';
import { lockOwnRow, refuseAtAccountLimit, sameIdRow, type WriteContext } from '../user-data';
import { type PrayerRow, prayerRows } from './prayer-repository';
import { followShare } from './shared-copy';

/** All the user's live rows (the account export; bounded by ACCOUNT_LIMITS). */
export const allPrayers = (db: Queryable, userId: number): Promise<Prayer[]> =>
  allLive(prayerRows, db, userId);

/** A page of the user's requests, oldest first (the lists are paged, issue 40). */
export function listPrayers(db: Queryable, userId: number, query: PageQuery): Promise<Page<Prayer>> {
  return livePage(prayerRows, db, userId, query);
}

/**
 * Adds a prayer request; free and paid members alike, up to ACCOUNT_LIMITS.prayers (then 409
 * `account_limit`). The same id again answers the request already made (a retried request is not
 * a duplicate).
 */
export async function createPrayer(
  ctx: WriteContext,
  body: z.output<typeof prayerCreateBody>,
): Promise<Prayer> {
  const id = body.id ?? uuidv7();
  const existing = sameIdRow(ctx, await prayerRows.find(ctx.tx, id), { code: 'prayer.notFound' });
  if (!existing) await refuseAtAccountLimit(ctx, 'prayers', prayerRows.countLive);
  const prayer = prayerAfterCreate(existing && prayerRows.toStored(existing), { ...body, id }, ctx.at);
  if (prayer) return prayerRows.toEntity(await prayerRows.insert(ctx.tx, ctx.userId, prayer, ctx.version));
  return prayerRows.toEntity(existing as PrayerRow);
}

/** The user's request, locked; 404 for none or another user's. */
export async function lockOwnPrayer(ctx: WriteContext, id: string) {
  return prayerRows.toStored(await lockOwnRow(ctx, prayerRows.find, id, { code: 'prayer.notFound' }));
}

/**
 * Changes only the fields given. A request deleted meanwhile answers null: the delete wins. A text
 * another device changed since the values in `base` is kept as a conflict instead (conflicts.ts).
 * The copy of a shared request follows (shared-copy.ts).
 */
export async function updatePrayer(
  ctx: WriteContext,
  id: string,
  changes: PrayerUpdateBody | PrayerRequestChanges,
  base?: Record<string, unknown>,
): Promise<Prayer | null> {
  const stored = await lockOwnPrayer(ctx, id);
  const apply = await keepConcurrentTexts(ctx, 'prayers', stored, changes as PrayerRequestChanges, base);
  const prayer = hasChanges(apply) ? prayerAfterUpdate(stored, apply, ctx.at) : null;
  if (!prayer) return stored.deleted ? null : stored;
  const written = prayerRows.toEntity(await prayerRows.write(ctx.tx, prayer, ctx.version));
  await followShare(ctx, { ...written, deleted: false });
  return written;
}

/** 'Mark answered': the update the app queues for it (status, date, testimony). */
export function answerPrayer(ctx: WriteContext, id: string, body: z.output<typeof prayerAnswerBody>) {
  return updatePrayer(ctx, id, answerChanges(body.answeredAt, body.testimony));
}

/** Deletes a request (its circle's copy too, when shared); deleting it again is fine. */
export async function deletePrayer(ctx: WriteContext, id: string): Promise<void> {
  const gone = prayerAfterDelete(await lockOwnPrayer(ctx, id), ctx.at);
  if (!gone) return;
  await prayerRows.writeTombstones(ctx.tx, [gone], ctx.version);
  await followShare(ctx, gone);
}
