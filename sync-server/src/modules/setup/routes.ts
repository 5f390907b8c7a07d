import { routes } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { defineRoute } from '../../lib/define-route';
import { createRateLimiter } from '../../lib/rate-limiter';
import { signIn } from '../auth';
import { toPublicUser } from '../users';
import { claimAdministrator, openAdminSetup, SETUP_TOKEN_TTL_HOURS, setupStatus } from './setup-service';

/** Where people reach this process, for the printed link (behind a proxy, use its public address). */
function localOrigin(app: FastifyInstance, config: Config): string {
  const address = app.server.address();
  const bound =
    typeof address === 'object' && address ? address : { address: config.host, port: config.port };
  const host = bound.address === '0.0.0.0' || bound.address === '::' ? 'localhost' : bound.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${bound.port}`;
}

/**
 * The first administrator: while there is none, each start prints a one-time setup link in the log;
 * /setup?token=… (the web page) creates user id 1 through these routes and signs in.
 */
export default async function setupRoutes(app: FastifyInstance, opts: { config: Config }) {
  const { sql } = app.db;
  const secret = opts.config.session.secret;
  const limiter = createRateLimiter(sql);
  const { perIp, windowSeconds } = opts.config.authRateLimit;

  defineRoute(app, routes.setupStatus, async ({ query }) => setupStatus(sql, secret, query.token, app.now()));

  defineRoute(app, routes.setupAdministrator, async ({ body }, request) => {
    await limiter.consume([{ key: `setup:ip:${request.ip}`, limit: perIp, windowSeconds }]);
    const user = await claimAdministrator(sql, secret, body, app.now());
    await signIn(request, user);
    request.log.info({ userId: user.id }, 'administrator created through the setup link');
    return toPublicUser(user);
  });

  let announced = false;
  app.addHook('onListen', async () => {
    if (announced) return;
    announced = true;
    const opened = await openAdminSetup(sql, secret, app.now());
    if (!opened) return;
    const setupUrl = `${localOrigin(app, opts.config)}/setup?token=${opened.token}`;
    // the link on a line of its own (a terminal shows the message as written; JSON has `setupUrl` too)
    app.log.warn(
      { setupUrl },
      `No administrator yet. To become the administrator of this Reign server, open\n\n    ${setupUrl}\n\n` +
        `(a one-time link: behind a proxy, open /setup?token=… on its address). It works until an administrator exists, for ${SETUP_TOKEN_TTL_HOURS} hours at most (until ${opened.expiresAt.toISOString()}); restart the server for a new one.`,
    );
  });
}
