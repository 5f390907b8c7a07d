import { routes, spoken } from '@reign/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { currentUser } from '../users';
import type { Release } from './circle-access';
import { createCircle, deleteCircle, listCircles, readCircle, renameCircleAs } from './circle-service';
import { joinCircle, listInvites, makeInvite, revokeInvite } from './invite-service';
import { createJoinLimits } from './join-limits';
import { leaveCircle, removeMember, setRole } from './membership-service';

export interface CircleRoutesOptions {
  /** what leaving takes with it: the person's requests shared with the circle (app.ts gives the prayers module's) */
  release: Release;
}

/** Circles (issue 52): members only; the administrator has no way in to a circle they are not in. */
export default async function circleRoutes(app: FastifyInstance, { release }: CircleRoutesOptions) {
  const { sql } = app.db;
  const limitedJoin = createJoinLimits(sql);
  /** The asking person, the circle of the path and the time of the request. */
  const who = (request: FastifyRequest, circleId: string) => ({
    userId: currentUser(request).id,
    circleId,
    at: app.now(),
  });

  defineRoute(app, routes.listCircles, async (_input, request) => listCircles(sql, currentUser(request).id));

  defineRoute(app, routes.createCircle, async ({ body }, request) =>
    createCircle(sql, currentUser(request).id, body.name, app.now()),
  );

  defineRoute(app, routes.joinCircle, async ({ body }, request) => {
    const userId = currentUser(request).id;
    return limitedJoin(userId, () => joinCircle(sql, userId, body, app.now()));
  });

  defineRoute(app, routes.getCircle, async ({ params }, request) =>
    readCircle(sql, params.id, currentUser(request).id),
  );

  defineRoute(app, routes.renameCircle, async ({ params, body }, request) =>
    renameCircleAs(sql, who(request, params.id), body.name),
  );

  defineRoute(app, routes.deleteCircle, async ({ params }, request) => {
    await deleteCircle(sql, who(request, params.id), release);
    return spoken({ code: 'circle.deleted' });
  });

  defineRoute(app, routes.leaveCircle, async ({ params }, request) => {
    await leaveCircle(sql, who(request, params.id), release);
    return spoken({ code: 'circle.left' });
  });

  defineRoute(app, routes.listCircleInvites, async ({ params }, request) =>
    listInvites(sql, who(request, params.id)),
  );

  defineRoute(app, routes.createCircleInvite, async ({ params, body }, request) =>
    makeInvite(sql, who(request, params.id), body.days),
  );

  defineRoute(app, routes.revokeCircleInvite, async ({ params }, request) => {
    await revokeInvite(sql, who(request, params.id), params.inviteId);
    return spoken({ code: 'circle.revoked' });
  });

  defineRoute(app, routes.setCircleMemberRole, async ({ params, body }, request) =>
    setRole(sql, who(request, params.id), params.userId, body.role),
  );

  defineRoute(app, routes.removeCircleMember, async ({ params }, request) => {
    const asking = who(request, params.id);
    await removeMember(sql, asking, params.userId, release);
    return spoken({ code: params.userId === asking.userId ? 'circle.left' : 'circle.removed' });
  });
}
