import { routes, spoken } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { codeMailDeps } from '../../lib/code-mail-deps';
import { defineRoute } from '../../lib/define-route';
import { createRateLimiter } from '../../lib/rate-limiter';
import { requestReset, resetPassword } from './reset-service';

/** Every answer to a reset request takes at least this long, whatever happened. */
const REQUEST_ANSWER_MS = 400;

export default async function passwordResetRoutes(app: FastifyInstance, opts: { config: Config }) {
  const limiter = createRateLimiter(app.db.sql);
  const { perIp, windowSeconds } = opts.config.authRateLimit;
  const deps = codeMailDeps(app, opts.config, limiter);

  defineRoute(app, routes.requestPasswordReset, async ({ body }, request) => {
    const started = Date.now();
    await limiter.consume([{ key: `reset-request:ip:${request.ip}`, limit: perIp, windowSeconds }]);
    try {
      await requestReset(deps(request), body.username);
    } catch (err) {
      // the answer must not differ: log and carry on
      request.log.error({ err }, 'password reset request failed');
    }
    const wait = REQUEST_ANSWER_MS - (Date.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const mailConfigured = app.mailer.configured;
    return { ...spoken({ code: mailConfigured ? 'reset.requestSent' : 'reset.noMail' }), mailConfigured };
  });

  defineRoute(app, routes.resetPassword, async ({ body }, request) => {
    await limiter.consume([{ key: `reset:ip:${request.ip}`, limit: perIp, windowSeconds }]);
    await resetPassword(deps(request), body);
    return spoken({ code: 'reset.resetDone' });
  });
}
