import type { Entry, entryCreateBody } from '@reign/contract';
import { entryAfterCreate, uuidv7 } from '@reign/domain';
import type { z } from 'zod';
import type { Queryable } from '../../db/connect';
import { notFound } from '../../lib/http-error';
import { notePlanSaved } from '../rewards/plan-earning-service';
import { idTaken, type WriteContext } from '../user-data/user-write';
import {
  type EntryRow,
  findEntry,
  listLiveEntries,
  putEntry,
  toEntry,
  toStoredEntry,
} from './entry-repository';

export async function listEntries(db: Queryable, userId: number): Promise<Entry[]> {
  return (await listLiveEntries(db, userId)).map(toEntry);
}

/** Saves a daily plan; the same id again answers the plan already saved. */
export async function createEntry(ctx: WriteContext, body: z.output<typeof entryCreateBody>): Promise<Entry> {
  const id = body.id ?? uuidv7();
  const existing = await findEntry(ctx.tx, id);
  if (existing) {
    if (existing.userId !== ctx.userId) throw idTaken();
    if (existing.deletedAt) throw notFound('Daily plan not found.');
  }
  const entry = entryAfterCreate(existing && toStoredEntry(existing), { ...body, id }, ctx.at);
  if (!entry) return toEntry(existing as EntryRow); // the same id again: the plan saved before
  const row = await putEntry(ctx.tx, ctx.userId, entry, ctx.version);
  // a plan that earns (received within a week of its date, fair-points.ts) may complete a streak
  await notePlanSaved(ctx.tx, { userId: ctx.userId, entryId: row.id, date: row.date, receivedAt: ctx.at });
  return toEntry(row);
}
