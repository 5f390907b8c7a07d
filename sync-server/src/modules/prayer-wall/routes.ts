import { routes, spoken } from '@reign/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { currentUser } from '../users';
import { changeWallSettings, decide, keep, remove, wallQueue, wallSettingsOf } from './moderation-service';
import { deleteMine, listMine, postRequest, prayFor, readWall, report } from './wall-service';

/**
 * The church prayer wall (issue 52): members read, post, report and pray ('signed-in'); the
 * administrator moderates ('admin', user id 1). The guard of each route's access runs first.
 */
export default async function prayerWallRoutes(app: FastifyInstance) {
  const { sql } = app.db;
  const who = (request: FastifyRequest) => ({ userId: currentUser(request).id, at: app.now() });

  defineRoute(app, routes.getPrayerWall, async (_input, request) => readWall(sql, who(request)));
  defineRoute(app, routes.listMyWallRequests, async (_input, request) => listMine(sql, who(request)));
  defineRoute(app, routes.postWallRequest, async ({ body }, request) => postRequest(sql, who(request), body));
  defineRoute(app, routes.deleteWallRequest, async ({ params }, request) => {
    await deleteMine(sql, who(request), params.id);
    return spoken({ code: 'prayerWall.deleted' });
  });
  defineRoute(app, routes.reportWallRequest, async ({ params, body }, request) => {
    await report(sql, who(request), params.id, body);
    return spoken({ code: 'prayerWall.reported' });
  });
  defineRoute(app, routes.prayForWallRequest, async ({ params, body }, request) =>
    prayFor(sql, who(request), params.id, body.tapId),
  );

  defineRoute(app, routes.getWallSettings, async () => wallSettingsOf(sql));
  defineRoute(app, routes.setWallSettings, async ({ body }) => changeWallSettings(sql, body, app.now()));
  defineRoute(app, routes.getWallQueue, async () => wallQueue(sql, app.now()));
  defineRoute(app, routes.approveWallRequest, async ({ params }) =>
    decide(sql, params.id, 'approved', app.now()),
  );
  defineRoute(app, routes.rejectWallRequest, async ({ params }) =>
    decide(sql, params.id, 'rejected', app.now()),
  );
  defineRoute(app, routes.keepWallRequest, async ({ params }) => keep(sql, params.id, app.now()));
  defineRoute(app, routes.removeWallRequest, async ({ params }) => remove(sql, params.id, app.now()));
}
