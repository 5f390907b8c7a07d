import { routes } from '@reign/contract';
import { centralDate } from '@reign/domain';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { debugVerse } from './debug-verse';

/** GET /api/debug/{name}: public, a day's or a reference's verse and reflection (see debugVerse). */
export default async function debugRoutes(app: FastifyInstance) {
  defineRoute(app, routes.debugVerse, async ({ params }) =>
    debugVerse(app.db.sql, params.name, centralDate(app.now())),
  );
}
