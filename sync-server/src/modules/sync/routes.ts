import { routes } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { currentUser } from '../users';
import { pull, push } from './sync-service';

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
    }),
  );
  defineRoute(app, routes.syncPull, async ({ query }, request) => pull(sql, currentUser(request).id, query));
}
