import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Sql } from '../db/connect';
import type { Mailer } from '../plugins/mail';
import type { RateLimiter } from './rate-limiter';

/**
 * What a service that mails one-time codes needs (password reset, e-mail confirmation): the
 * database, the mailer, the rate limiter, the request's log, the secret that hashes the codes, the
 * mode (development logs codes) and the clock.
 */
export interface CodeMailDeps {
  sql: Sql;
  mailer: Mailer;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
  secret: string;
  nodeEnv: string;
  now: () => Date;
}

/** The deps for one request, given its log. */
export function codeMailDeps(
  app: FastifyInstance,
  config: Config,
  limiter: RateLimiter,
): (log: FastifyBaseLogger) => CodeMailDeps {
  return (log) => ({
    sql: app.db.sql,
    mailer: app.mailer,
    limiter,
    log,
    secret: config.session.secret,
    nodeEnv: config.nodeEnv,
    now: app.now,
  });
}
