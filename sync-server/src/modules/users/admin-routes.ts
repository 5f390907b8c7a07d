import { routes } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { defineRoute } from '../../lib/define-route';
import { adminResetCode } from '../password-reset/reset-service';
import { changeMembership, membershipState } from './membership-service';
import {
  userAnalytics,
  userList,
  userPlans,
  userPointsLedger,
  userReferrals,
  userShares,
} from './user-admin-service';

/**
 * The admin's users (access 'admin'): the list and one user's analytics, invitations, shares, plans,
 * points; and the administrator's help: membership grants and password reset codes.
 */
export default async function usersAdminRoutes(app: FastifyInstance, opts: { config: Config }) {
  const { sql } = app.db;
  const adminId = (request: { user: { id: number } | null }) => request.user?.id ?? 0;
  defineRoute(app, routes.adminUsers, async ({ query }) => userList(sql, query));
  defineRoute(app, routes.adminUserAnalytics, async ({ params }) => userAnalytics(sql, params.id, app.now()));
  defineRoute(app, routes.adminUserReferrals, async ({ params }) => userReferrals(sql, params.id));
  defineRoute(app, routes.adminUserShares, async ({ params }) => userShares(sql, params.id));
  defineRoute(app, routes.adminUserPoints, async ({ params }) => userPointsLedger(sql, params.id));
  defineRoute(app, routes.adminUserEntries, async ({ params }) => userPlans(sql, params.id));
  defineRoute(app, routes.adminUserMembership, async ({ params }) => membershipState(sql, params.id));
  defineRoute(app, routes.adminChangeMembership, async ({ params, body }, request) =>
    changeMembership(sql, request.log, { userId: params.id, ...body, by: adminId(request) }),
  );
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
      adminId(request),
    ),
  );
}
