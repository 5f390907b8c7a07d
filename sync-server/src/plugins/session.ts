import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { PostgresSessionStore, pruneExpiredSessions } from './session-store';

declare module 'fastify' {
  interface Session {
    userId?: number;
    /** the day the session's expiry was last pushed forward */
    renewedOn?: string;
  }
}

export const SESSION_COOKIE = 'reign.sid';
const DAY_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 15 * 60 * 1000;

/**
 * Cookie sessions stored in PostgreSQL: nothing is written for anonymous visitors
 * (saveUninitialized false); a signed-in session slides forward at most once a day.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const maxAgeMs = config.session.maxAgeDays * DAY_MS;
    await app.register(fastifyCookie);
    await app.register(fastifySession, {
      secret: config.session.secret,
      cookieName: SESSION_COOKIE,
      saveUninitialized: false,
      rolling: false,
      store: new PostgresSessionStore(app.db.sql, maxAgeMs),
      cookie: {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: config.session.cookieSecure,
        maxAge: maxAgeMs,
      },
    });

    app.addHook('preHandler', async (request) => {
      const session = request.session;
      if (typeof session.userId !== 'number') return;
      const today = new Date().toISOString().slice(0, 10);
      if (session.renewedOn !== today) {
        session.touch();
        session.renewedOn = today;
      }
    });

    const timer = setInterval(() => {
      pruneExpiredSessions(app.db.sql).catch((err: unknown) =>
        app.log.warn({ err }, 'could not prune expired sessions'),
      );
    }, PRUNE_EVERY_MS);
    timer.unref();
    app.addHook('onReady', async () => {
      await pruneExpiredSessions(app.db.sql);
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'session', dependencies: ['db'] },
);
