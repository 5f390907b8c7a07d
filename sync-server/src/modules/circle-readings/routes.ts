import { routes, spoken } from '@reign/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { currentUser } from '../users';
import { setReading, stopReading } from './reading-service';

/** Reading together (issue 52): leaders choose and stop the circle's plan; reads and notes are sync writes. */
export default async function circleReadingRoutes(app: FastifyInstance) {
  const { sql } = app.db;
  const who = (request: FastifyRequest, circleId: string) => ({
    userId: currentUser(request).id,
    circleId,
    at: app.now(),
  });

  defineRoute(app, routes.setCircleReading, async ({ params, body }, request) =>
    setReading(sql, who(request, params.id), body),
  );

  defineRoute(app, routes.stopCircleReading, async ({ params }, request) => {
    await stopReading(sql, who(request, params.id));
    return spoken({ code: 'circleReading.stopped' });
  });
}
