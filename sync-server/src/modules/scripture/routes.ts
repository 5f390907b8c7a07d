import { routes } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { todayScripture } from './scripture-service';

export default async function scriptureRoutes(app: FastifyInstance) {
  defineRoute(app, routes.todayScripture, async (_input, request, reply) => {
    // the day changes at midnight Central; caches keep it briefly and must revalidate
    reply.header('cache-control', 'no-cache');
    return todayScripture({ ai: app.ai, db: app.db.sql, log: request.log, allowed: true }, app.now());
  });
}
