import { routes } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { currentUser } from '../users';
import { pull, push } from './sync-service';

export default async function syncRoutes(app: FastifyInstance) {
  const { sql } = app.db;
  defineRoute(app, routes.syncPush, async ({ body }, request) => push(sql, currentUser(request), body));
  defineRoute(app, routes.syncPull, async ({ query }, request) => pull(sql, currentUser(request).id, query));
}
