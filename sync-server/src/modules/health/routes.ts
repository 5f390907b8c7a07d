import { routes } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { HttpError } from '../../lib/http-error';
import { ping } from './health-repository';

const startedAt = Date.now();
const VERSION = process.env.npm_package_version ?? '0.1.0';
const CHECK_TIMEOUT_MS = 3000;

/** GET /api/health: 200 when the database answers, 503 with a message when it does not. */
export default async function healthRoutes(app: FastifyInstance) {
  defineRoute(app, routes.health, async () => {
    try {
      await Promise.race([
        ping(app.db.sql),
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('database check timed out')), CHECK_TIMEOUT_MS).unref(),
        ),
      ]);
    } catch (err) {
      app.log.warn({ err }, 'health check: database unreachable');
      throw new HttpError(503, { code: 'server.databaseDown' }, { headers: { 'retry-after': '5' } });
    }
    return {
      status: 'ok',
      database: 'up',
      databaseKind: app.db.kind,
      version: VERSION,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    } as const;
  });
}
