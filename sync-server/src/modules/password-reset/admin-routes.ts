import { routes } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { defineRoute } from '../../lib/define-route';
import { adminResetCode } from './reset-service';

/** The administrator's help (access 'admin'): a reset code to hand to a user when no mail can go. */
export default async function passwordResetAdminRoutes(app: FastifyInstance, opts: { config: Config }) {
  const { sql } = app.db;
  defineRoute(app, routes.adminUserResetCode, async ({ params }, request) =>
    adminResetCode(
      {
        sql,
        log: request.log,
        secret: opts.config.session.secret,
        nodeEnv: opts.config.nodeEnv,
        now: app.now,
      },
      params.id,
      request.user?.id ?? 0,
    ),
  );
}
