import {
  type completeDayBody,
  SERIES_LENGTH,
  type SeriesEntry,
  type SeriesProgress,
  seriesMessages,
} from '@reign/contract';
import type { z } from 'zod';
import type { Queryable, Sql } from '../../db/connect';
import { badRequest, notFound } from '../../lib/http-error';
import { findEntry, lastDayOf } from './day-repository';
import {
  advance,
  lockedProgress,
  makeActive,
  progressOf,
  saveCompletion,
  startSeries,
} from './progress-repository';
import { findActiveTopic } from './topic-repository';

async function oneProgress(db: Queryable, userId: number, topicId: number): Promise<SeriesProgress> {
  const [progress] = await progressOf(db, userId, topicId);
  if (!progress) throw notFound(seriesMessages.notEnrolled);
  return progress;
}

/** Start a series (day 1), or restart a completed one; an unfinished one continues where it was. */
export async function enroll(sql: Sql, userId: number, topicId: number): Promise<SeriesProgress> {
  if (!(await findActiveTopic(sql, topicId))) throw notFound(seriesMessages.topicNotFound);
  await sql.begin((tx) => startSeries(tx, userId, topicId));
  return oneProgress(sql, userId, topicId);
}

export async function continueSeries(
  sql: Sql,
  userId: number,
  topicId: number,
): Promise<{ progress: SeriesProgress; entry: SeriesEntry | null }> {
  if (!(await sql.begin((tx) => makeActive(tx, userId, topicId)))) throw notFound(seriesMessages.notEnrolled);
  const progress = await oneProgress(sql, userId, topicId);
  const entry = progress.isCompleted
    ? null
    : ((await findEntry(sql, { topicId, day: progress.currentDay })) ?? null);
  return { progress, entry };
}

/** A day of a series the user is enrolled in, up to the current day (later days stay closed). */
export async function dayOf(sql: Sql, userId: number, topicId: number, day: number): Promise<SeriesEntry> {
  const progress = await oneProgress(sql, userId, topicId);
  if (!progress.isCompleted && day > progress.currentDay) throw badRequest(seriesMessages.notYet);
  const entry = await findEntry(sql, { topicId, day });
  if (!entry) throw notFound(seriesMessages.dayNotFound);
  return entry;
}

/**
 * Saves the plan of a series day. Completing the current day moves to the next; completing the last
 * day (7) completes the series. Saving an earlier day again only updates its plan.
 */
export async function completeDay(
  sql: Sql,
  userId: number,
  body: z.output<typeof completeDayBody>,
): Promise<SeriesProgress> {
  const entry = await findEntry(sql, { id: body.seriesDailyEntryId });
  if (!entry) throw notFound(seriesMessages.dayNotFound);
  const topicId = entry.seriesTopicId;
  await sql.begin(async (tx) => {
    const progress = await lockedProgress(tx, userId, topicId);
    if (!progress) throw notFound(seriesMessages.notEnrolled);
    if (!progress.completedAt && entry.dayNumber > progress.currentDay)
      throw badRequest(seriesMessages.notYet);
    await saveCompletion(tx, {
      userId,
      entryId: entry.id,
      priorities: body.priorities,
      actionSteps: body.actionSteps,
      challenges: body.challenges,
      encouragement: body.encouragement,
    });
    if (!progress.completedAt && entry.dayNumber === progress.currentDay) {
      const last = Math.min(SERIES_LENGTH, await lastDayOf(tx, topicId));
      const finished = entry.dayNumber >= last;
      await advance(tx, userId, topicId, finished ? entry.dayNumber : entry.dayNumber + 1, finished);
    }
  });
  return oneProgress(sql, userId, topicId);
}
