import { routes, type TodayScripture } from '@reign/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { acceptedCopy } from '../../lib/precompressed';
import { type CachedAnswer, todayScriptureNow } from './scripture-service';

/**
 * Sends a kept answer: the JSON made (checked against the contract), encoded and compressed once,
 * when the answer was cached, in the encoding the browser takes (Fastify sends what a serializer
 * answers as it is; its type says string only, a compressed copy is a Buffer).
 */
function sendKept(reply: FastifyReply, { answer, body }: CachedAnswer): TodayScripture {
  // the day changes at midnight (Central's, or ?zone='s); caches keep it briefly and must
  // revalidate. This process keeps it for TODAY_CACHE_TTL_MS (an admin's change shows in every
  // process within that time).
  reply
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .type('application/json; charset=utf-8');
  const copy = acceptedCopy(reply, body);
  reply.serializer((() => copy) as unknown as (payload: unknown) => string);
  return answer;
}

/** Today's scripture: public and read by every visit, so outside the session's scope (app.ts). */
export default async function scriptureRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    routes.todayScripture,
    // not async: the kept answer (nearly every request) is sent at once (docs/performance.md)
    ({ query }, request, reply) => {
      const today = todayScriptureNow(
        { ai: app.ai, db: app.db.sql, log: request.log, allowed: true, language: query.lang ?? 'en' },
        app.now(),
        query.zone,
      );
      return today instanceof Promise ? today.then((made) => sendKept(reply, made)) : sendKept(reply, today);
    },
    // compressed already: the compression plugin's hooks need not run
    { compress: false },
  );
}
