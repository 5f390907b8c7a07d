import { routes, spoken } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { defineRoute } from '../../lib/define-route';
import { createRateLimiter } from '../../lib/rate-limiter';
import type { Release } from '../circles';
import { currentUser } from '../users';
import { exportAccount } from './account-data-service';
import { deleteAccount } from './account-deletion-service';
import { importAccount } from './import-service';

export interface AccountRoutesOptions {
  /** what leaving a circle takes with it (the prayers module's rule, given by app.ts) */
  release: Release;
  config: Config;
}

export default async function accountRoutes(app: FastifyInstance, { release, config }: AccountRoutesOptions) {
  const { sql } = app.db;
  const limiter = createRateLimiter(sql);
  const { perUsername, windowSeconds } = config.authRateLimit;
  defineRoute(app, routes.exportAccountData, async (_i, request, reply) => {
    reply.header('cache-control', 'no-store');
    return exportAccount(sql, currentUser(request).id, app.now());
  });
  defineRoute(app, routes.importAccountData, async ({ body }, request) =>
    importAccount(sql, currentUser(request), body),
  );
  defineRoute(app, routes.deleteAccount, async ({ body }, request) => {
    const user = currentUser(request);
    // a stolen session must not guess the password: as many tries as one address gets at sign-in
    await limiter.consume([{ key: `account-delete:user:${user.id}`, limit: perUsername, windowSeconds }]);
    await deleteAccount(sql, user, body.password, release, app.now());
    request.log.info({ userId: user.id }, 'account deleted');
    // its session row went with the account: nothing is left to save
    await request.session.destroy();
    return spoken({ code: 'auth.accountDeleted' });
  });
}
