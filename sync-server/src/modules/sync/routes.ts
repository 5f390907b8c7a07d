import { routes } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { currentUser } from '../users';
import { circlePull } from './circle-pull-service';
import { checksums, pull } from './pull-service';
import { push } from './sync-service';

export interface SyncRoutesOptions {
  /** mutations per push transaction, asked at each push (the simulation varies it; else MUTATIONS_PER_TRANSACTION) */
  mutationsPerTransaction?: (() => number) | undefined;
}

export default async function syncRoutes(app: FastifyInstance, opts: SyncRoutesOptions) {
  const { sql } = app.db;
  defineRoute(app, routes.syncPush, async ({ body }, request) =>
    push(sql, currentUser(request), body, {
      now: app.now,
      perTransaction: opts.mutationsPerTransaction?.(),
      userAgent: request.headers['user-agent'],
    }),
  );
  defineRoute(app, routes.syncPull, async ({ query }, request) => {
    const userId = currentUser(request).id;
    // a device re-reading a table whose checksum differed: it had drifted from the server
    if (query.table && query.cursor === 0) request.log.info({ userId, table: query.table }, 'sync repair');
    return pull(sql, userId, query, request.headers['user-agent']);
  });
  defineRoute(app, routes.circleSyncPull, async ({ params, query }, request) =>
    circlePull(sql, params.id, currentUser(request).id, query),
  );
  defineRoute(app, routes.syncChecksums, async (_input, request) => checksums(sql, currentUser(request).id));
}
