import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/connect';
import { badRequest, notFound } from '../../lib/http-error';
import type { AiClient } from '../../plugins/ai';
import { generateForAdmin } from '../ai';
import { type AdminDay, type DayFields, deleteDay, insertDay, isDayTaken, updateDay } from './day-repository';
import { type AdminTopic, adminTopic } from './topic-repository';

export { adminDays } from './day-repository';
export { adminTopics, deleteTopic, insertTopic, type TopicFields, updateTopic } from './topic-repository';

/** A topic as the admin sees it; 404 when there is none such. */
export async function topicOr404(db: Queryable, id: number): Promise<AdminTopic> {
  const topic = await adminTopic(db, id);
  if (!topic) throw notFound();
  return topic;
}

/** A second entry for a day the topic has answers 400 with a message, not the database's error. */
async function oneDayPerNumber<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isDayTaken(err)) throw badRequest({ code: 'seriesAdmin.dayTaken' });
    throw err;
  }
}

export async function addDay(db: Queryable, topicId: number, f: DayFields): Promise<AdminDay> {
  await topicOr404(db, topicId);
  return oneDayPerNumber(() => insertDay(db, topicId, f));
}

export async function changeDay(
  db: Queryable,
  topicId: number,
  id: number,
  f: DayFields | { isActive: boolean },
): Promise<AdminDay> {
  const day = await oneDayPerNumber(() => updateDay(db, topicId, id, f));
  if (!day) throw notFound();
  return day;
}

export async function removeDay(db: Queryable, topicId: number, id: number): Promise<void> {
  if (!(await deleteDay(db, topicId, id))) throw notFound();
}

/** A reflection for a series day: it must pass the form's 50-character rule, else the built-in one. */
export async function seriesDayReflection(
  deps: { ai: AiClient; log: FastifyBaseLogger },
  day: {
    verse: string;
    verseReference: string;
    dayTitle: string;
    seriesTitle: string;
    dayNumber?: number | undefined;
  },
) {
  if (!day.verse || !day.verseReference || !day.dayTitle)
    throw badRequest({ code: 'seriesAdmin.missingInformation' });
  return generateForAdmin(deps, {
    verse: day.verse,
    reference: day.verseReference,
    series: { seriesTitle: day.seriesTitle, dayTitle: day.dayTitle, dayNumber: day.dayNumber },
  });
}
