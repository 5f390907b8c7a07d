import { routes } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { sendPage } from '../../lib/paging';
import { changeMembership, membershipState } from './membership-service';
import { userAnalytics, userList, userPlans, userReferrals, userShares } from './user-admin-service';

/**
 * The admin's users (access 'admin'): the list and one user's analytics, invitations, shares and
 * plans; and the administrator's help: membership grants. (A user's points are rewards'
 * points-admin-routes.ts; a reset code, password-reset's admin-routes.ts.)
 */
export default async function usersAdminRoutes(app: FastifyInstance) {
  const { sql } = app.db;
  const adminId = (request: { user: { id: number } | null }) => request.user?.id ?? 0;
  defineRoute(app, routes.adminUsers, async ({ query }) => userList(sql, query));
  defineRoute(app, routes.adminUserAnalytics, async ({ params }) => userAnalytics(sql, params.id, app.now()));
  defineRoute(app, routes.adminUserReferrals, async ({ params, query }, request, reply) =>
    sendPage(request, reply, await userReferrals(sql, params.id, query)),
  );
  defineRoute(app, routes.adminUserShares, async ({ params }) => userShares(sql, params.id));
  defineRoute(app, routes.adminUserEntries, async ({ params }) => userPlans(sql, params.id));
  defineRoute(app, routes.adminUserMembership, async ({ params }) => membershipState(sql, params.id));
  defineRoute(app, routes.adminChangeMembership, async ({ params, body }, request) =>
    changeMembership(sql, request.log, { userId: params.id, ...body, by: adminId(request) }),
  );
}
