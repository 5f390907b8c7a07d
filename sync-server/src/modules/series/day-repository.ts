import type { SeriesEntry } from '@reign/contract';
import type { Queryable } from '../../db/connect';
import { columnValues, updateEditedRow } from '../../db/shared-statements';

/** The series days' home: series_daily_entries (one per topic and day number). */

export async function findEntry(
  db: Queryable,
  where: { id: number } | { topicId: number; day: number },
): Promise<SeriesEntry | undefined> {
  const [row] =
    'id' in where
      ? await db<SeriesEntry[]>`
          select id, series_topic_id, day_number, title, verse, verse_reference, reflection, audio_url
          from series_daily_entries where id = ${where.id} and is_active`
      : await db<SeriesEntry[]>`
          select id, series_topic_id, day_number, title, verse, verse_reference, reflection, audio_url
          from series_daily_entries where series_topic_id = ${where.topicId} and day_number = ${where.day} and is_active`;
  return row;
}

// ---- the admin's view and changes --------------------------------------------------------------------

export interface DayFields {
  dayNumber: number;
  title: string;
  verse: string;
  verseReference: string;
  reflection: string;
  audioUrl: string | null;
  isActive: boolean;
}

export interface AdminDay extends DayFields {
  id: number;
  seriesTopicId: number;
}
const DAY_FIELDS = [
  'dayNumber',
  'title',
  'verse',
  'verseReference',
  'reflection',
  'audioUrl',
  'isActive',
] as const satisfies readonly (keyof DayFields)[];
const ADMIN_COLUMNS =
  'id, series_topic_id, day_number, title, verse, verse_reference, reflection, audio_url, is_active';

/** A topic's days, active or not, in day order. */
export async function adminDays(db: Queryable, topicId: number): Promise<AdminDay[]> {
  return db<AdminDay[]>`
    select ${db.unsafe(ADMIN_COLUMNS)} from series_daily_entries where series_topic_id = ${topicId} order by day_number`;
}

/** Adds a day; throws the database's error when the day number is taken (`isDayTaken`). */
export async function insertDay(db: Queryable, topicId: number, f: DayFields): Promise<AdminDay> {
  const day = columnValues(db, { ...f, seriesTopicId: topicId }, ['seriesTopicId', ...DAY_FIELDS]);
  const [row] = await db<AdminDay[]>`
    insert into series_daily_entries ${day} returning ${db.unsafe(ADMIN_COLUMNS)}`;
  if (!row) throw new Error('series day insert returned no row');
  return row;
}

/** Changes every field of a topic's day, or only whether it is active; undefined when there is none such. */
export async function updateDay(
  db: Queryable,
  topicId: number,
  id: number,
  f: DayFields | { isActive: boolean },
): Promise<AdminDay | undefined> {
  const edit = { f, keys: DAY_FIELDS };
  const where = db`id = ${id} and series_topic_id = ${topicId}`;
  return updateEditedRow<AdminDay, DayFields>(db, 'series_daily_entries', where, edit, ADMIN_COLUMNS);
}

export async function deleteDay(db: Queryable, topicId: number, id: number): Promise<boolean> {
  const rows =
    await db`delete from series_daily_entries where id = ${id} and series_topic_id = ${topicId} returning id`;
  return rows.length > 0;
}

/** The database's answer to a second entry for the same topic and day. */
export const isDayTaken = (err: unknown) =>
  (err as { constraint_name?: string }).constraint_name === 'series_daily_entries_day';
