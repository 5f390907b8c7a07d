import { type CodedMessage, routes, spoken } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { sendPage } from '../../lib/paging';
import { runUserChange, runUserWrite } from '../user-data';
import { currentUser } from '../users';
import { answerPrayer, createPrayer, deletePrayer, listPrayers, updatePrayer } from './prayer-service';
import { sharePrayer } from './share-service';

/** The prayer journal (issue 20): owner-only, the same services the sync mutations call. */
export default async function prayerRoutes(app: FastifyInstance) {
  const { sql } = app.db;
  const notFoundMessage: CodedMessage = { code: 'prayer.notFound' };

  defineRoute(app, routes.listPrayers, async ({ query }, request, reply) =>
    sendPage(request, reply, await listPrayers(sql, currentUser(request).id, query)),
  );

  defineRoute(app, routes.createPrayer, async ({ body }, request) =>
    runUserWrite(sql, currentUser(request), (ctx) => createPrayer(ctx, body)),
  );

  defineRoute(app, routes.updatePrayer, async ({ params, body }, request) =>
    runUserChange(sql, currentUser(request), notFoundMessage, (ctx) => updatePrayer(ctx, params.id, body)),
  );

  defineRoute(app, routes.answerPrayer, async ({ params, body }, request) =>
    runUserChange(sql, currentUser(request), notFoundMessage, (ctx) => answerPrayer(ctx, params.id, body)),
  );

  defineRoute(app, routes.sharePrayer, async ({ params, body }, request) =>
    runUserChange(sql, currentUser(request), notFoundMessage, (ctx) => sharePrayer(ctx, params.id, body)),
  );

  defineRoute(app, routes.deletePrayer, async ({ params }, request) => {
    await runUserWrite(sql, currentUser(request), (ctx) => deletePrayer(ctx, params.id));
    return spoken({ code: 'prayer.deleted' });
  });
}
