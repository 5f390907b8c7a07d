import { routes } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../../i18n';
import { defineRoute } from '../../lib/define-route';
import { KEY_PART, pageOf, readCursor, sendPage } from '../../lib/paging';
import { personTodayOf, profileLanguage } from '../profile';
import { currentUser } from '../users';
import { dailyArchive } from './daily-archive';
import { personalReflections } from './reflection-repository';

export default async function reflectionRoutes(app: FastifyInstance) {
  const { sql } = app.db;
  // newest first, paged by [date, id] (one live plan a date; the id breaks old ties)
  defineRoute(app, routes.personalReflections, async ({ query }, request, reply) => {
    const after = readCursor(query.cursor, [KEY_PART.date, KEY_PART.uuid]);
    const rows = await personalReflections(sql, currentUser(request).id, query.limit, after);
    return sendPage(
      request,
      reply,
      pageOf(
        rows,
        query.limit,
        (r) => [r.date, r.id],
        (r) => r,
      ),
    );
  });
  // newest day first, paged by the date (one card a day)
  defineRoute(app, routes.scheduledReflections, async ({ query }, request, reply) => {
    const before = readCursor(query.cursor, [KEY_PART.date])?.[0];
    // every day up to the member's today, in their zone (issue 39)
    const today = await personTodayOf(sql, currentUser(request).id, app.now());
    // in the screen's language (?lang=), else the profile's, else the device's (issue 51)
    const language =
      query.lang ?? (await profileLanguage(sql, currentUser(request).id)) ?? requestLanguage(request);
    const days = await dailyArchive(sql, today, { limit: query.limit, before }, language);
    const page = pageOf(
      days,
      query.limit,
      (d) => [d.date],
      (d) => d,
    );
    return sendPage(request, reply, page);
  });
}
