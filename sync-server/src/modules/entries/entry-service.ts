import type { Entry, entryCreateBody } from '@reign/contract';
import { uuidv7 } from '@reign/domain';
import type { z } from 'zod';
import type { Queryable } from '../../db/connect';
import { notFound } from '../../lib/http-error';
import { idTaken } from '../goals/goal-service';
import { awardAchievements } from '../rewards/achievements';
import type { WriteContext } from '../user-data/user-write';
import { findEntry, insertEntry, listLiveEntries, toEntry } from './entry-repository';

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
    return toEntry(existing);
  }
  const row = await insertEntry(ctx.tx, {
    id,
    userId: ctx.userId,
    date: body.date,
    verse: body.verse,
    verseReference: body.verseReference,
    verseReflection: body.verseReflection ?? null,
    priorities: body.priorities,
    actionSteps: body.actionSteps,
    challenges: body.challenges,
    encouragement: body.encouragement,
    version: ctx.version,
  });
  // a saved plan may complete a streak (its own date counts, also when it syncs days later)
  await awardAchievements(ctx.tx, ctx.userId);
  return toEntry(row);
}
