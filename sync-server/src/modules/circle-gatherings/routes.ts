import { routes, spoken } from '@reign/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { currentUser } from '../users';
import { followGathering } from './follow';
import { endGatheringAs, gatheringOf, showInGathering } from './gathering-service';

/** Gathering mode (issue 52): leaders lead, members follow over server-sent events. */
export default async function circleGatheringRoutes(app: FastifyInstance) {
  const { sql } = app.db;
  // the streams end before the server closes (an open stream would hold the close forever)
  const closing = new AbortController();
  app.addHook('preClose', async () => closing.abort());
  const who = (request: FastifyRequest, circleId: string) => ({
    userId: currentUser(request).id,
    circleId,
    at: app.now(),
  });

  defineRoute(app, routes.getGathering, async ({ params }, request) =>
    gatheringOf(sql, who(request, params.id)),
  );

  defineRoute(app, routes.followGathering, async ({ params }, request, reply) => {
    await followGathering(sql, who(request, params.id), reply, closing.signal);
    // the stream was the answer: nothing more is sent (defineRoute sees the reply is taken)
    return undefined as never;
  });

  defineRoute(app, routes.setGathering, async ({ params, body }, request) =>
    showInGathering(sql, who(request, params.id), body),
  );

  defineRoute(app, routes.endGathering, async ({ params }, request) => {
    await endGatheringAs(sql, who(request, params.id));
    return spoken({ code: 'circleGathering.ended' });
  });
}
