import { routes, spoken } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { codeMailDeps } from '../../lib/code-mail-deps';
import { defineRoute } from '../../lib/define-route';
import { HttpError } from '../../lib/http-error';
import { createRateLimiter } from '../../lib/rate-limiter';
import { currentUser, toPublicUser } from '../users';
import { changeEmail, sendConfirmationCode, verifyEmail } from './email-service';

/** The signed-in user's e-mail address and its confirmation by a mailed code. */
export default async function emailRoutes(app: FastifyInstance, opts: { config: Config }) {
  const limiter = createRateLimiter(app.db.sql);
  const { perIp, windowSeconds } = opts.config.authRateLimit;
  const deps = codeMailDeps(app, opts.config, limiter);

  defineRoute(app, routes.changeEmail, async ({ body }, request) => {
    const result = await changeEmail(deps(request), currentUser(request), body.email);
    return { user: toPublicUser(result.user), ...spoken(result.message) };
  });

  defineRoute(app, routes.verifyEmail, async ({ body }, request) => {
    await limiter.consume([{ key: `email-code:ip:${request.ip}`, limit: perIp, windowSeconds }]);
    return toPublicUser(await verifyEmail(deps(request), currentUser(request).id, body.code));
  });

  defineRoute(app, routes.emailDelivery, async () => ({ mailConfigured: app.mailer.configured }));

  defineRoute(app, routes.resendEmailCode, async (_input, request) => {
    if (!app.mailer.configured) throw new HttpError(503, { code: 'email.noMailResend' });
    const user = currentUser(request);
    await sendConfirmationCode(deps(request), user);
    return spoken({ code: 'email.codeResent', values: { email: user.email ?? '' } });
  });
}
