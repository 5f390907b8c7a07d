import { routes } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { createSendfoxList, exportUsers, sendfoxLists } from './sendfox-service';

/** The admin's SendFox export (access 'admin'); SendFox itself is app.sendfox (plugins/sendfox.ts). */
export default async function sendfoxAdminRoutes(app: FastifyInstance) {
  const { sql } = app.db;
  defineRoute(app, routes.sendfoxLists, async (_i, request) => sendfoxLists(app.sendfox, request.log));
  defineRoute(app, routes.sendfoxCreateList, async ({ body }, request) =>
    createSendfoxList(app.sendfox, request.log, body.name),
  );
  defineRoute(app, routes.sendfoxExport, async ({ body }, request) =>
    exportUsers(sql, app.sendfox, request.log, { listId: body.listId, listName: body.listName }),
  );
  defineRoute(app, routes.sendfoxExportFiltered, async ({ body }, request) =>
    exportUsers(sql, app.sendfox, request.log, body),
  );
}
