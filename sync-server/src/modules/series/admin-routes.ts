import { routes, spoken } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { notFound } from '../../lib/http-error';
import { KEY_PART, readCursor, sendRows } from '../../lib/paging';
import {
  addDay,
  adminDays,
  adminTopics,
  changeDay,
  deleteTopic,
  insertTopic,
  removeDay,
  seriesDayReflection,
  topicOr404,
  updateTopic,
} from './series-admin-service';

/** The admin's series (access 'admin'): topics, their days, and a reflection for a day. */
export default async function seriesAdminRoutes(app: FastifyInstance) {
  const { sql } = app.db;
  const fields = <B extends { imageUrl?: string | null | undefined; orderIndex?: number | undefined }>(
    b: B,
  ) => ({
    ...b,
    imageUrl: b.imageUrl ?? null,
    orderIndex: b.orderIndex ?? null,
  });

  // in order, paged by [order index, id]
  defineRoute(app, routes.adminSeries, async ({ query }, request, reply) => {
    const after = readCursor(query.cursor, [KEY_PART.integer, KEY_PART.integer]);
    const rows = await adminTopics(sql, query.limit, after);
    return sendRows(request, reply, rows, query.limit, (r) => [String(r.orderIndex), String(r.id)]);
  });

  defineRoute(app, routes.adminCreateSeries, async ({ body }) =>
    topicOr404(sql, await insertTopic(sql, fields(body))),
  );

  defineRoute(app, routes.adminUpdateSeries, async ({ params, body }) => {
    const changed = await updateTopic(
      sql,
      params.id,
      'title' in body ? fields(body) : { isActive: body.isActive },
    );
    if (!changed) throw notFound();
    return topicOr404(sql, params.id);
  });

  defineRoute(app, routes.adminDeleteSeries, async ({ params }) => {
    if (!(await deleteTopic(sql, params.id))) throw notFound();
    return spoken({ code: 'seriesAdmin.deleted' });
  });

  defineRoute(app, routes.adminSeriesEntries, async ({ params }) => {
    await topicOr404(sql, params.id);
    return adminDays(sql, params.id);
  });

  defineRoute(app, routes.adminCreateSeriesEntry, async ({ params, body }) =>
    addDay(sql, params.id, { ...body, audioUrl: body.audioUrl ?? null }),
  );

  defineRoute(app, routes.adminUpdateSeriesEntry, async ({ params, body }) =>
    changeDay(
      sql,
      params.id,
      params.entryId,
      'title' in body ? { ...body, audioUrl: body.audioUrl ?? null } : { isActive: body.isActive },
    ),
  );

  defineRoute(app, routes.adminDeleteSeriesEntry, async ({ params }) => {
    await removeDay(sql, params.id, params.entryId);
    return spoken({ code: 'seriesAdmin.dayDeleted' });
  });

  defineRoute(app, routes.adminGenerateSeriesReflection, async ({ body }, request) =>
    seriesDayReflection({ ai: app.ai, log: request.log }, body),
  );
}
