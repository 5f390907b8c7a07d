import { PUBLIC_UPCOMING_DAYS, routes } from '@reign/contract';
import { isAdminId } from '@reign/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { upcomingScriptures } from './scripture-service';

/**
 * The next days' verses for offline reading (the 1 AM refresh keeps them on the device): tomorrow's
 * for everyone, up to the 7 days asked for to the administrator only, so the admin's schedule
 * stays unseen until its day (as on /api/debug). Reads the session: register it inside its scope.
 */
export default async function upcomingScriptureRoutes(app: FastifyInstance) {
  /** Whether the administrator is signed in on this request (a session of a removed user is not). */
  async function adminAsks(request: FastifyRequest): Promise<boolean> {
    const userId = request.session.userId;
    return isAdminId(userId) && (await app.findUser(app.db.sql, userId as number)) !== undefined;
  }

  defineRoute(app, routes.upcomingScripture, async ({ query }, request, reply) => {
    // the answer depends on who asks: no shared cache may keep it
    reply.header('cache-control', 'no-cache, private');
    const days = (await adminAsks(request)) ? query.days : Math.min(query.days, PUBLIC_UPCOMING_DAYS);
    return upcomingScriptures(
      { ai: app.ai, db: app.db.sql, log: request.log, allowed: true, language: query.lang ?? 'en' },
      app.now(),
      days,
      query.zone,
    );
  });
}
