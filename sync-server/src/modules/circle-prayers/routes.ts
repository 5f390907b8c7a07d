import { routes } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { runUserWrite } from '../user-data';
import { currentUser } from '../users';
import { prayFor } from './pray-service';

/** Praying for each other in circles (issue 52): the same rule as the `circlePrayer.pray` mutation. */
export default async function circlePrayerRoutes(app: FastifyInstance) {
  const { sql } = app.db;
  defineRoute(app, routes.prayForCirclePrayer, async ({ params, body }, request) =>
    runUserWrite(sql, currentUser(request), (ctx) =>
      prayFor(ctx, { id: body.id, circleId: params.id, prayerId: params.prayerId }),
    ),
  );
}
