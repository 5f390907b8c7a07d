import { routes } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { cachedTodayScripture, upcomingScriptures } from './scripture-service';

export default async function scriptureRoutes(app: FastifyInstance) {
  defineRoute(app, routes.todayScripture, async (_input, request, reply) => {
    // the day changes at midnight Central; caches keep it briefly and must revalidate. This process
    // keeps it for TODAY_CACHE_TTL_MS (an admin's change shows in every process within that time).
    reply.header('cache-control', 'no-cache');
    const { answer, json } = await cachedTodayScripture(
      { ai: app.ai, db: app.db.sql, log: request.log, allowed: true },
      app.now(),
    );
    // the JSON made (and checked against the contract) when the answer was cached
    reply.serializer(() => json);
    return answer;
  });

  // The next days' verses for offline reading (the 1 AM refresh keeps them on the device).
  defineRoute(app, routes.upcomingScripture, async ({ query }, request, reply) => {
    reply.header('cache-control', 'no-cache');
    return upcomingScriptures(
      { ai: app.ai, db: app.db.sql, log: request.log, allowed: true },
      app.now(),
      query.days,
    );
  });
}
