import { SERIES_LENGTH, type SeriesTopic } from '@reign/contract';
import type { Language } from '@reign/contract/language-list';
import type { Queryable } from '../../db/connect';
import { insertRow, updateEditedRow } from '../../db/shared-statements';
import { isoRequired } from '../../lib/dates';

/** The series topics' home: series_topics. */

/** How many of days 1..7 of topic `t` have an active entry (7: the series is ready, isSeriesReady). */
const READY_DAYS = `(select count(distinct e.day_number)::int from series_daily_entries e
  where e.series_topic_id = t.id and e.is_active and e.day_number between 1 and ${SERIES_LENGTH})`;

/** The active topics in `language` members are offered: only ready ones (an active day for each of 1..7). */
export async function activeTopics(db: Queryable, language: Language): Promise<SeriesTopic[]> {
  return db<SeriesTopic[]>`
    select t.id, t.title, t.description, t.image_url, t.order_index, t.is_active, t.language,
           (select count(*)::int from series_daily_entries e where e.series_topic_id = t.id and e.is_active) as day_count
    from series_topics t
    where t.is_active and t.language = ${language} and ${db.unsafe(READY_DAYS)} = ${SERIES_LENGTH}
    order by t.order_index, t.id`;
}

/** How many topics in `language` members are offered (activeTopics' count). */
export async function offeredTopicCount(db: Queryable, language: Language): Promise<number> {
  const [row] = await db<{ count: number }[]>`
    select count(*)::int as count from series_topics t
    where t.is_active and t.language = ${language} and ${db.unsafe(READY_DAYS)} = ${SERIES_LENGTH}`;
  return row?.count ?? 0;
}

/** An active topic and how many of its days are ready; undefined when there is no active one such. */
export async function findActiveTopic(
  db: Queryable,
  topicId: number,
): Promise<{ id: number; readyDays: number } | undefined> {
  const [row] = await db<{ id: number; readyDays: number }[]>`
    select t.id, ${db.unsafe(READY_DAYS)} as ready_days from series_topics t where t.id = ${topicId} and t.is_active`;
  return row;
}

interface AdminTopicRow {
  id: number;
  title: string;
  description: string;
  imageUrl: string | null;
  orderIndex: number;
  isActive: boolean;
  language: Language;
  entryCount: number;
  readyDays: number;
  createdAt: Date;
}
const ADMIN_TOPIC = `select t.id, t.title, t.description, t.image_url, t.order_index, t.is_active, t.language, t.created_at,
  (select count(*)::int from series_daily_entries e where e.series_topic_id = t.id) as entry_count,
  ${READY_DAYS} as ready_days from series_topics t`;
const toAdminTopic = (r: AdminTopicRow) => ({ ...r, createdAt: isoRequired(r.createdAt) });
export type AdminTopic = ReturnType<typeof toAdminTopic>;

/**
 * Every topic, active or not, in order (ties by id): at most `limit + 1` (the extra one says there
 * is more), after the key `after` ([order index, id]) when given.
 */
export async function adminTopics(
  db: Queryable,
  limit: number,
  after?: readonly string[],
): Promise<AdminTopic[]> {
  const rows = await db<AdminTopicRow[]>`${db.unsafe(ADMIN_TOPIC)}
    ${after ? db`where (t.order_index, t.id) > (${after[0] as string}::int, ${after[1] as string}::int)` : db``}
    order by t.order_index, t.id limit ${limit + 1}`;
  return rows.map(toAdminTopic);
}

export async function adminTopic(db: Queryable, id: number): Promise<AdminTopic | undefined> {
  const [row] = await db<AdminTopicRow[]>`${db.unsafe(ADMIN_TOPIC)} where t.id = ${id}`;
  return row ? toAdminTopic(row) : undefined;
}

export interface TopicFields {
  title: string;
  description: string;
  imageUrl: string | null;
  /** null: the count of topics plus one (on insert), unchanged (on update) */
  orderIndex: number | null;
  isActive: boolean;
  language: Language;
}

const TOPIC_FIELDS = [
  'title',
  'description',
  'imageUrl',
  'orderIndex',
  'isActive',
  'language',
] as const satisfies readonly (keyof TopicFields)[];

export function insertTopic(db: Queryable, f: TopicFields): Promise<number> {
  // the spec's default order index: the count of topics plus one
  const orderIndex = f.orderIndex ?? db`(select count(*)::int + 1 from series_topics)`;
  return insertRow(db, 'series_topics', { ...f, orderIndex }, TOPIC_FIELDS);
}

/**
 * Changes every field (an order index of null keeps the topic's place), or only whether it is
 * active; answers false when there is no such topic.
 */
export async function updateTopic(
  db: Queryable,
  id: number,
  f: TopicFields | { isActive: boolean },
): Promise<boolean> {
  const keepsPlace = 'orderIndex' in f && f.orderIndex === null;
  const keys = keepsPlace ? TOPIC_FIELDS.filter((k) => k !== 'orderIndex') : TOPIC_FIELDS;
  return (await updateEditedRow(db, 'series_topics', db`id = ${id}`, { f, keys })) !== undefined;
}

/** Deletes a topic with its days and the members' progress in it; false when there is none such. */
export async function deleteTopic(db: Queryable, id: number): Promise<boolean> {
  return (await db`delete from series_topics where id = ${id} returning id`).length > 0;
}

export async function topicIdByTitle(db: Queryable, title: string): Promise<number | undefined> {
  const [row] = await db<{ id: number }[]>`select id from series_topics where title = ${title}`;
  return row?.id;
}
