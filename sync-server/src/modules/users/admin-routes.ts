import { routes } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import {
  userAnalytics,
  userList,
  userPlans,
  userPointsLedger,
  userReferrals,
  userShares,
} from './user-admin-service';

/** The admin's users (access 'admin'): the list and one user's analytics, invitations, shares, plans, points. */
export default async function usersAdminRoutes(app: FastifyInstance) {
  const { sql } = app.db;
  defineRoute(app, routes.adminUsers, async ({ query }) => userList(sql, query));
  defineRoute(app, routes.adminUserAnalytics, async ({ params }) => userAnalytics(sql, params.id, app.now()));
  defineRoute(app, routes.adminUserReferrals, async ({ params }) => userReferrals(sql, params.id));
  defineRoute(app, routes.adminUserShares, async ({ params }) => userShares(sql, params.id));
  defineRoute(app, routes.adminUserPoints, async ({ params }) => userPointsLedger(sql, params.id));
  defineRoute(app, routes.adminUserEntries, async ({ params }) => userPlans(sql, params.id));
}
