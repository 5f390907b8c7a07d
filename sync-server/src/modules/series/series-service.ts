import {
  type completeDayBody,
  isSeriesReady,
  SERIES_LENGTH,
  type SeriesEntry,
  type SeriesProgress,
} from '@reign/contract';
import { addDays } from '@reign/domain';
import type { z } from 'zod';
import type { Queryable, Sql } from '../../db/connect';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { findEntry } from './day-repository';
import {
  advance,
  lockedProgress,
  makeActive,
  progressOf,
  saveCompletion,
  startSeries,
} from './progress-repository';
import { findActiveTopic } from './topic-repository';

/**
 * The 7-day series for members. `today` is the person's today by the server's clock (their zone,
 * America/Chicago when none is chosen: profile personTodayOf): a
 * series day opens the calendar day after the day before it was completed, never by the device's date.
 */

async function oneProgress(
  db: Queryable,
  userId: number,
  topicId: number,
  today: string,
): Promise<SeriesProgress> {
  const [progress] = await progressOf(db, userId, today, topicId);
  if (!progress) throw notFound({ code: 'series.notEnrolled' });
  return progress;
}

/** Refuses (before anything changes) a series that is gone (404) or not ready, all 7 days (409). */
async function requireReadyTopic(db: Queryable, topicId: number): Promise<void> {
  const topic = await findActiveTopic(db, topicId);
  if (!topic) throw notFound({ code: 'series.topicNotFound' });
  if (!isSeriesReady(topic.readyDays)) throw conflict({ code: 'series.notReady' });
}

/** Start a series (day 1), or restart a completed one; an unfinished one continues where it was. */
export async function enroll(
  sql: Sql,
  userId: number,
  topicId: number,
  today: string,
): Promise<SeriesProgress> {
  await requireReadyTopic(sql, topicId);
  await sql.begin((tx) => startSeries(tx, userId, topicId));
  return oneProgress(sql, userId, topicId, today);
}

/** Makes an enrolled series the active one; its current day, or null when completed or not open yet. */
export async function continueSeries(
  sql: Sql,
  userId: number,
  topicId: number,
  today: string,
): Promise<{ progress: SeriesProgress; entry: SeriesEntry | null }> {
  await requireReadyTopic(sql, topicId);
  if (!(await sql.begin((tx) => makeActive(tx, userId, topicId))))
    throw notFound({ code: 'series.notEnrolled' });
  const progress = await oneProgress(sql, userId, topicId, today);
  const entry =
    progress.isCompleted || progress.currentDayOpensOn
      ? null
      : ((await findEntry(sql, { topicId, day: progress.currentDay })) ?? null);
  return { progress, entry };
}

/** A day of a series the user is enrolled in, up to the current day once it is open. */
export async function dayOf(
  sql: Sql,
  userId: number,
  topicId: number,
  day: number,
  today: string,
): Promise<SeriesEntry> {
  const progress = await oneProgress(sql, userId, topicId, today);
  if (!progress.isCompleted) {
    if (day > progress.currentDay) throw badRequest({ code: 'series.notYet' });
    if (day === progress.currentDay && progress.currentDayOpensOn)
      throw conflict({ code: 'series.opensTomorrow', values: { day } });
  }
  const entry = await findEntry(sql, { topicId, day });
  if (!entry) throw notFound({ code: 'series.dayNotFound' });
  return entry;
}

/**
 * Saves the plan of a series day. Completing the current day moves to the next, which opens
 * tomorrow; completing day 7 completes the series today. Saving an earlier day again only updates
 * its plan (the next day's opening stays).
 */
export async function completeDay(
  sql: Sql,
  userId: number,
  body: z.output<typeof completeDayBody>,
  today: string,
): Promise<SeriesProgress> {
  const entry = await findEntry(sql, { id: body.seriesDailyEntryId });
  if (!entry) throw notFound({ code: 'series.dayNotFound' });
  const topicId = entry.seriesTopicId;
  await sql.begin(async (tx) => {
    const progress = await lockedProgress(tx, userId, topicId);
    if (!progress) throw notFound({ code: 'series.notEnrolled' });
    const current = !progress.completedAt && entry.dayNumber === progress.currentDay;
    if (!progress.completedAt && entry.dayNumber > progress.currentDay)
      throw badRequest({ code: 'series.notYet' });
    if (current && progress.currentDayOpensOn && progress.currentDayOpensOn > today)
      throw conflict({ code: 'series.opensTomorrow', values: { day: entry.dayNumber } });
    await saveCompletion(tx, {
      userId,
      entryId: entry.id,
      priorities: body.priorities,
      actionSteps: body.actionSteps,
      challenges: body.challenges,
      encouragement: body.encouragement,
    });
    if (current) {
      const complete = entry.dayNumber >= SERIES_LENGTH;
      await advance(tx, userId, topicId, {
        day: complete ? entry.dayNumber : entry.dayNumber + 1,
        complete,
        opensOn: complete ? null : addDays(today, 1),
      });
    }
  });
  return oneProgress(sql, userId, topicId, today);
}
