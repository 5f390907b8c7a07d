import { randomInt } from 'node:crypto';
import type { AdminGiveaway } from '@reign/contract';
import type { Sql } from '../../db/connect';
import { badRequest, notFound } from '../../lib/http-error';
import type { Storage } from '../../lib/storage';
import { isUploadUsed } from '../uploads';
import {
  adminGiveaway,
  deleteGiveaway,
  drawEntries,
  type GiveawayFields,
  imageUrlOf,
  insertGiveaway,
  lockForDraw,
  markWinner,
  updateGiveaway,
} from './giveaway-repository';

export { adminGiveaways } from './giveaway-repository';

export interface GiveawayAdminDeps {
  sql: Sql;
  storage: Storage;
  now: () => Date;
}

async function one(sql: Sql, id: number): Promise<AdminGiveaway> {
  const giveaway = await adminGiveaway(sql, id);
  if (!giveaway) throw notFound();
  return giveaway;
}

/** A replaced or deleted image file goes when nothing uses it any more. */
async function removeIfUnused(deps: GiveawayAdminDeps, url: string | null | undefined) {
  if (url && !(await isUploadUsed(deps.sql, url))) await deps.storage.remove(url);
}

export async function createGiveaway(deps: GiveawayAdminDeps, f: GiveawayFields): Promise<AdminGiveaway> {
  return one(deps.sql, await insertGiveaway(deps.sql, f));
}

export async function changeGiveaway(
  deps: GiveawayAdminDeps,
  id: number,
  f: GiveawayFields | { isActive: boolean },
): Promise<AdminGiveaway> {
  const before = await imageUrlOf(deps.sql, id);
  if (!(await updateGiveaway(deps.sql, id, f))) throw notFound();
  if ('title' in f && before !== f.imageUrl) await removeIfUnused(deps, before);
  return one(deps.sql, id);
}

export async function removeGiveaway(deps: GiveawayAdminDeps, id: number): Promise<void> {
  const gone = await deleteGiveaway(deps.sql, id);
  if (!gone) throw notFound();
  await removeIfUnused(deps, gone.imageUrl);
}

/** Draws once, after the end date, at random weighted by the points each entry spent. */
export async function drawWinner(deps: GiveawayAdminDeps, id: number): Promise<AdminGiveaway> {
  await deps.sql.begin(async (tx) => {
    const g = await lockForDraw(tx, id);
    if (!g) throw notFound();
    if (g.endDate.getTime() > deps.now().getTime()) throw badRequest({ code: 'giveaway.notEnded' });
    const entries = await drawEntries(tx, id);
    if (entries.some((e) => e.isWinner)) throw badRequest({ code: 'giveaway.alreadyDrawn' });
    const total = entries.reduce((sum, e) => sum + e.pointsSpent, 0);
    if (total === 0) throw badRequest({ code: 'giveaway.noEntries' });
    let ticket = randomInt(total);
    const winner = entries.find((e) => {
      ticket -= e.pointsSpent;
      return ticket < 0;
    });
    await markWinner(tx, winner?.id ?? 0);
  });
  return one(deps.sql, id);
}
