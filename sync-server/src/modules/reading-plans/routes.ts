import { type CodedMessage, routes, spoken } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { sendPage } from '../../lib/paging';
import { runUserChange, runUserWrite } from '../user-data';
import { currentUser } from '../users';
import {
  deleteReadingPlan,
  listReadingPlans,
  markReadingDay,
  planProgress,
  startReadingPlan,
  updateReadingPlan,
} from './reading-plan-service';

/** Reading plans (issue 38): owner-only, the same services the sync mutations call. */
export default async function readingPlanRoutes(app: FastifyInstance) {
  const { sql } = app.db;
  const notFoundMessage: CodedMessage = { code: 'readingPlan.notFound' };

  defineRoute(app, routes.listReadingPlans, async ({ query }, request, reply) =>
    sendPage(request, reply, await listReadingPlans(sql, currentUser(request).id, query)),
  );

  defineRoute(app, routes.readingPlanProgress, async ({ params }, request) =>
    planProgress(sql, currentUser(request).id, params.id),
  );

  defineRoute(app, routes.startReadingPlan, async ({ body }, request) =>
    runUserWrite(sql, currentUser(request), (ctx) => startReadingPlan(ctx, body)),
  );

  defineRoute(app, routes.updateReadingPlan, async ({ params, body }, request) =>
    runUserChange(sql, currentUser(request), notFoundMessage, (ctx) =>
      updateReadingPlan(ctx, params.id, body),
    ),
  );

  defineRoute(app, routes.deleteReadingPlan, async ({ params }, request) => {
    await runUserWrite(sql, currentUser(request), (ctx) => deleteReadingPlan(ctx, params.id));
    return spoken({ code: 'readingPlan.deleted' });
  });

  defineRoute(app, routes.markReadingDay, async ({ params, body }, request) => {
    await runUserWrite(sql, currentUser(request), (ctx) =>
      markReadingDay(ctx, { ...body, planId: params.id }),
    );
    return spoken({ code: body.read ? 'readingPlan.markedRead' : 'readingPlan.markedUnread' });
  });
}
