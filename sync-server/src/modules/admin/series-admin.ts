import { adminMessages, routes, seriesAdminMessages } from '@reign/contract';
import { fallbackReflection } from '@reign/domain';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/connect';
import { defineRoute } from '../../lib/define-route';
import { badRequest, notFound } from '../../lib/http-error';
import { reflectionFor } from '../ai/ai-service';
import { isoRequired } from '../user-data/user-write';

interface TopicRow {
  id: number;
  title: string;
  description: string;
  imageUrl: string | null;
  orderIndex: number;
  isActive: boolean;
  entryCount: number;
  createdAt: Date;
}
const TOPIC = `select t.id, t.title, t.description, t.image_url, t.order_index, t.is_active, t.created_at,
  (select count(*)::int from series_daily_entries e where e.series_topic_id = t.id) as entry_count from series_topics t`;
const ENTRY = `select id, series_topic_id, day_number, title, verse, verse_reference, reflection, audio_url, is_active
  from series_daily_entries`;
const toTopic = (r: TopicRow) => ({ ...r, createdAt: isoRequired(r.createdAt) });

async function topic(db: Queryable, id: number) {
  const [row] = await db<TopicRow[]>`${db.unsafe(TOPIC)} where t.id = ${id}`;
  if (!row) throw notFound(adminMessages.notFound);
  return toTopic(row);
}

const isDayTaken = (err: unknown) =>
  (err as { constraint_name?: string }).constraint_name === 'series_daily_entries_day';

export default async function seriesAdminRoutes(app: FastifyInstance) {
  const { sql } = app.db;

  defineRoute(app, routes.adminSeries, async () =>
    (await sql<TopicRow[]>`${sql.unsafe(TOPIC)} order by t.order_index, t.id`).map(toTopic),
  );

  defineRoute(app, routes.adminCreateSeries, async ({ body }) => {
    // the spec's default order index: the count of topics plus one
    const [row] = await sql<{ id: number }[]>`
      insert into series_topics (title, description, image_url, order_index, is_active)
      values (${body.title}, ${body.description}, ${body.imageUrl ?? null},
              coalesce(${body.orderIndex ?? null}::int, (select count(*)::int + 1 from series_topics)), ${body.isActive})
      returning id`;
    return topic(sql, row?.id ?? 0);
  });

  defineRoute(app, routes.adminUpdateSeries, async ({ params, body }) => {
    const rows =
      'title' in body
        ? await sql`
            update series_topics set title = ${body.title}, description = ${body.description}, image_url = ${body.imageUrl ?? null},
              order_index = coalesce(${body.orderIndex ?? null}::int, order_index), is_active = ${body.isActive}
            where id = ${params.id} returning id`
        : await sql`update series_topics set is_active = ${body.isActive} where id = ${params.id} returning id`;
    if (rows.length === 0) throw notFound(adminMessages.notFound);
    return topic(sql, params.id);
  });

  defineRoute(app, routes.adminDeleteSeries, async ({ params }) => {
    const rows = await sql`delete from series_topics where id = ${params.id} returning id`;
    if (rows.length === 0) throw notFound(adminMessages.notFound);
    return { message: 'Series deleted.' };
  });

  defineRoute(app, routes.adminSeriesEntries, async ({ params }) => {
    await topic(sql, params.id);
    return sql`${sql.unsafe(ENTRY)} where series_topic_id = ${params.id} order by day_number`;
  });

  defineRoute(app, routes.adminCreateSeriesEntry, async ({ params, body }) => {
    await topic(sql, params.id);
    try {
      const [row] = await sql`
        insert into series_daily_entries (series_topic_id, day_number, title, verse, verse_reference, reflection, audio_url, is_active)
        values (${params.id}, ${body.dayNumber}, ${body.title}, ${body.verse}, ${body.verseReference}, ${body.reflection},
                ${body.audioUrl ?? null}, ${body.isActive})
        returning id, series_topic_id, day_number, title, verse, verse_reference, reflection, audio_url, is_active`;
      return row as never;
    } catch (err) {
      if (isDayTaken(err)) throw badRequest(seriesAdminMessages.dayTaken);
      throw err;
    }
  });

  defineRoute(app, routes.adminUpdateSeriesEntry, async ({ params, body }) => {
    try {
      const [row] =
        'title' in body
          ? await sql`
              update series_daily_entries set day_number = ${body.dayNumber}, title = ${body.title}, verse = ${body.verse},
                verse_reference = ${body.verseReference}, reflection = ${body.reflection}, audio_url = ${body.audioUrl ?? null},
                is_active = ${body.isActive}
              where id = ${params.entryId} and series_topic_id = ${params.id}
              returning id, series_topic_id, day_number, title, verse, verse_reference, reflection, audio_url, is_active`
          : await sql`
              update series_daily_entries set is_active = ${body.isActive}
              where id = ${params.entryId} and series_topic_id = ${params.id}
              returning id, series_topic_id, day_number, title, verse, verse_reference, reflection, audio_url, is_active`;
      if (!row) throw notFound(adminMessages.notFound);
      return row as never;
    } catch (err) {
      if (isDayTaken(err)) throw badRequest(seriesAdminMessages.dayTaken);
      throw err;
    }
  });

  defineRoute(app, routes.adminDeleteSeriesEntry, async ({ params }) => {
    const rows =
      await sql`delete from series_daily_entries where id = ${params.entryId} and series_topic_id = ${params.id} returning id`;
    if (rows.length === 0) throw notFound(adminMessages.notFound);
    return { message: 'Entry deleted.' };
  });

  defineRoute(app, routes.adminGenerateSeriesReflection, async ({ body }, request) => {
    if (!body.verse || !body.verseReference || !body.dayTitle)
      throw badRequest(seriesAdminMessages.missingInformation);
    const result = await reflectionFor(
      { ai: app.ai, db: sql, log: request.log, allowed: true },
      body.verse,
      body.verseReference,
    );
    // a series reflection must pass the 50-character rule of the form
    return result.reflection.length >= 50
      ? result
      : { reflection: fallbackReflection(body.verseReference), source: 'fallback' as const };
  });
}
