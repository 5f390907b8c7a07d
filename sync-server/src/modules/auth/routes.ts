import { routes, spoken } from '@reign/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { addressHash } from '../../lib/address-hash';
import { codeMailDeps } from '../../lib/code-mail-deps';
import { defineRoute } from '../../lib/define-route';
import { loadSignedInUser } from '../../lib/guards';
import { HttpError } from '../../lib/http-error';
import { createRateLimiter } from '../../lib/rate-limiter';
import { SESSION_COOKIE } from '../../plugins/session';
import { sendConfirmationCode } from '../email';
import { noteAccountAddress } from '../rewards';
import { currentUser, findUserById, toPublicUser, type UserRow } from '../users';
import { changePassword, endOtherSessions } from './account-security';
import { authenticate, registerUser } from './auth-service';
import { createLoginLimits } from './login-limits';
import { signIn } from './sign-in';

export default async function authRoutes(app: FastifyInstance, opts: { config: Config }) {
  const limiter = createRateLimiter(app.db.sql);
  const { perIp, perUsername, windowSeconds } = opts.config.authRateLimit;
  const loginLimits = createLoginLimits(app.db.sql, opts.config.authRateLimit);
  const emailDeps = codeMailDeps(app, opts.config, limiter);
  const accountAddress = (request: FastifyRequest) =>
    addressHash(opts.config.session.secret, request.ip, 'account');

  defineRoute(app, routes.register, async ({ body }, request) => {
    await limiter.consume([{ key: `register:ip:${request.ip}`, limit: perIp, windowSeconds }]);
    const user = await registerUser(app.db.sql, body, accountAddress(request));
    await signIn(request, user);
    request.log.info({ userId: user.id }, 'account created');
    if (user.email) {
      // an address given at sign-up is confirmed like any other (reset codes need it confirmed)
      await sendConfirmationCode(emailDeps(request), user).catch((err: unknown) =>
        request.log.error({ err, userId: user.id }, 'could not send the e-mail confirmation'),
      );
    }
    return toPublicUser(user);
  });

  defineRoute(app, routes.login, async ({ body }, request) => {
    await loginLimits.before(body.username, request.ip);
    let user: UserRow;
    try {
      user = await authenticate(app.db.sql, body);
    } catch (err) {
      if (err instanceof HttpError && err.code === 'invalid_credentials') {
        await loginLimits.failed(body.username, request.ip);
      } else {
        await loginLimits.notAFailure(body.username, request.ip);
      }
      throw err;
    }
    await loginLimits.notAFailure(body.username, request.ip);
    await signIn(request, user);
    await noteAccountAddress(app.db.sql, user.id, accountAddress(request));
    return toPublicUser(user);
  });

  defineRoute(app, routes.logout, async (_input, request, reply: FastifyReply) => {
    if (typeof request.session.userId === 'number') await request.session.destroy();
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return spoken({ code: 'auth.loggedOut' });
  });

  defineRoute(app, routes.session, async (_input, request) => {
    const userId = request.session.userId;
    if (typeof userId !== 'number') return { user: null };
    const user = await findUserById(app.db.sql, userId);
    if (!user) {
      await request.session.destroy();
      return { user: null };
    }
    return { user: toPublicUser(user) };
  });

  defineRoute(app, routes.changePassword, async ({ body }, request) => {
    const user = currentUser(request);
    // a stolen session must not guess the password: as many tries as one address gets at sign-in
    await limiter.consume([{ key: `password-change:user:${user.id}`, limit: perUsername, windowSeconds }]);
    const ended = await changePassword(app.db.sql, user, body, request.session.sessionId);
    request.log.info({ userId: user.id, endedSessions: ended }, 'password changed');
    return { ...spoken({ code: 'auth.passwordChanged' }), endedSessions: ended };
  });

  defineRoute(app, routes.signOutEverywhere, async (_input, request) => {
    const user = currentUser(request);
    const ended = await endOtherSessions(app.db.sql, user.id, request.session.sessionId);
    request.log.info({ userId: user.id, endedSessions: ended }, 'signed out on every other device');
    return { ...spoken({ code: 'auth.signedOutElsewhere' }), endedSessions: ended };
  });

  defineRoute(app, routes.currentUser, async (_input, request) =>
    toPublicUser(await loadSignedInUser(request)),
  );

  const pruneTimer = setInterval(
    () =>
      limiter
        .prune(windowSeconds * 2)
        .catch((err: unknown) => app.log.warn({ err }, 'rate limit prune failed')),
    windowSeconds * 1000,
  );
  pruneTimer.unref();
  app.addHook('onClose', async () => clearInterval(pruneTimer));
}
