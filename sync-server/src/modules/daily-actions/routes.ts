import { routes } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { runUserWrite } from '../user-data';
import { currentUser } from '../users';
import { completionsForDate, saveDailyActions } from './daily-action-service';

export default async function dailyActionRoutes(app: FastifyInstance) {
  const { sql } = app.db;
  defineRoute(app, routes.dailyActionsForDate, async ({ params }, request) =>
    completionsForDate(sql, currentUser(request).id, params.date),
  );
  defineRoute(app, routes.saveDailyActions, async ({ body }, request) =>
    runUserWrite(sql, currentUser(request), (ctx) => saveDailyActions(ctx, body)),
  );
}
