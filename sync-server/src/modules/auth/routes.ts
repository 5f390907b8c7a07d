import { routes } from '@reign/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { defineRoute } from '../../lib/define-route';
import { createRateLimiter } from '../../lib/rate-limiter';
import { SESSION_COOKIE } from '../../plugins/session';
import { authenticate, registerUser } from './auth-service';
import { loadSignedInUser } from './guards';
import { findUserById, toPublicUser, type UserRow } from './user-repository';

/** Starts a fresh session for the user: the id from before sign-in is destroyed (no fixation). */
async function signIn(request: FastifyRequest, user: UserRow): Promise<void> {
  await request.session.regenerate();
  request.session.userId = user.id;
  request.session.renewedOn = new Date().toISOString().slice(0, 10);
}

export default async function authRoutes(app: FastifyInstance, opts: { config: Config }) {
  const limiter = createRateLimiter(app.db.sql);
  const { perIp, perUsername, windowSeconds } = opts.config.authRateLimit;
  const limitAttempt = (action: string, request: FastifyRequest, username?: string) =>
    limiter.consume([
      { key: `${action}:ip:${request.ip}`, limit: perIp, windowSeconds },
      ...(username
        ? [{ key: `${action}:user:${username.trim().toLowerCase()}`, limit: perUsername, windowSeconds }]
        : []),
    ]);

  defineRoute(app, routes.register, async ({ body }, request) => {
    await limitAttempt('register', request);
    const user = await registerUser(app.db.sql, body);
    await signIn(request, user);
    request.log.info({ userId: user.id }, 'account created');
    return toPublicUser(user);
  });

  defineRoute(app, routes.login, async ({ body }, request) => {
    await limitAttempt('login', request, body.username);
    const user = await authenticate(app.db.sql, body);
    await signIn(request, user);
    return toPublicUser(user);
  });

  defineRoute(app, routes.logout, async (_input, request, reply: FastifyReply) => {
    if (typeof request.session.userId === 'number') await request.session.destroy();
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { message: "You've been successfully logged out" };
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
