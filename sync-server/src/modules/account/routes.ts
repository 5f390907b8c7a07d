import { routes } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { currentUser } from '../users';
import { exportAccount } from './account-data-service';
import { importAccount } from './import-service';

export default async function accountRoutes(app: FastifyInstance) {
  const { sql } = app.db;
  defineRoute(app, routes.exportAccountData, async (_i, request, reply) => {
    reply.header('cache-control', 'no-store');
    return exportAccount(sql, currentUser(request).id, app.now());
  });
  defineRoute(app, routes.importAccountData, async ({ body }, request) =>
    importAccount(sql, currentUser(request), body),
  );
}
