import { routes } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { cachedTodayScripture } from './scripture-service';

const sendAsIs = (body: Buffer) => (() => body) as unknown as (payload: unknown) => string;

/** Today's scripture: public and read by every visit, so outside the session's scope (app.ts). */
export default async function scriptureRoutes(app: FastifyInstance) {
  defineRoute(app, routes.todayScripture, async ({ query }, request, reply) => {
    // the day changes at midnight (Central's, or ?zone='s); caches keep it briefly and must
    // revalidate. This process keeps it for TODAY_CACHE_TTL_MS (an admin's change shows in every
    // process within that time).
    reply.header('cache-control', 'no-cache');
    const { answer, body } = await cachedTodayScripture(
      { ai: app.ai, db: app.db.sql, log: request.log, allowed: true, language: query.lang ?? 'en' },
      app.now(),
      query.zone,
    );
    // the JSON made (checked against the contract) and encoded once, when the answer was cached:
    // Fastify sends the Buffer a serializer answers as it is (its type says string only)
    reply.serializer(sendAsIs(body));
    return answer;
  });
}
