import { routes, spoken } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { KEY_PART, pageOf, readCursor, sendPage } from '../../lib/paging';
import { IMAGE_UPLOAD, receiveUpload } from '../uploads';
import {
  adminGiveaways,
  changeGiveaway,
  createGiveaway,
  drawWinner,
  type GiveawayAdminDeps,
  removeGiveaway,
} from './giveaway-admin-service';

/** The admin's giveaways (access 'admin'): list, create, change, delete, image upload, draw. */
export default async function giveawayAdminRoutes(app: FastifyInstance, opts: { uploadsPerHour: number }) {
  const deps: GiveawayAdminDeps = { sql: app.db.sql, storage: app.storage, now: app.now };

  // latest ending first, paged by [end in microseconds, id]
  defineRoute(app, routes.adminGiveaways, async ({ query }, request, reply) => {
    const after = readCursor(query.cursor, [KEY_PART.integer, KEY_PART.integer]);
    const rows = await adminGiveaways(app.db.sql, query.limit, after);
    const page = pageOf(
      rows,
      query.limit,
      (r) => r.key,
      (r) => r.giveaway,
    );
    return sendPage(request, reply, page);
  });

  defineRoute(app, routes.adminCreateGiveaway, async ({ body }) =>
    createGiveaway(deps, { ...body, imageUrl: body.imageUrl ?? null }),
  );

  defineRoute(app, routes.adminUpdateGiveaway, async ({ params, body }) =>
    changeGiveaway(
      deps,
      params.id,
      'title' in body ? { ...body, imageUrl: body.imageUrl ?? null } : { isActive: body.isActive },
    ),
  );

  defineRoute(app, routes.adminDeleteGiveaway, async ({ params }) => {
    await removeGiveaway(deps, params.id);
    return spoken({ code: 'giveaway.deleted' });
  });

  defineRoute(app, routes.adminUploadGiveawayImage, async (_input, request) => {
    const imagePath = await receiveUpload(app, request, { ...IMAGE_UPLOAD, perHour: opts.uploadsPerHour });
    request.log.info({ imagePath }, 'giveaway image uploaded');
    return { imagePath };
  });

  defineRoute(app, routes.adminDrawWinner, async ({ params }) => drawWinner(deps, params.id));
}
