import { routes } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { sendPage } from '../../lib/paging';
import { runUserWrite } from '../user-data';
import { currentUser } from '../users';
import { createEntry, listEntries } from './entry-service';

export default async function entryRoutes(app: FastifyInstance) {
  const { sql } = app.db;

  defineRoute(app, routes.createEntry, async ({ body }, request) => {
    const entry = await runUserWrite(sql, currentUser(request), (ctx) => createEntry(ctx, body));
    return { id: entry.id, entry };
  });

  defineRoute(app, routes.listEntries, async ({ query }, request, reply) =>
    sendPage(request, reply, await listEntries(sql, currentUser(request).id, query)),
  );
}
