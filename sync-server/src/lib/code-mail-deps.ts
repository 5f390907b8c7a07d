import type { Language } from '@reign/contract/language-list';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Sql } from '../db/connect';
import { requestLanguage } from '../i18n';
import type { Mailer, MailMessage } from '../plugins/mail';
import type { RateLimiter, RateLimitRule } from './rate-limiter';

/**
 * At most this many code mails (confirmations, reset codes) to one address an hour, whoever asks
 * and from however many accounts: nobody can use the server to flood a chosen recipient.
 */
export const MAILS_PER_RECIPIENT_PER_HOUR = 5;

/** The per-recipient rule of an address (compared without case). */
export function recipientRule(email: string): RateLimitRule {
  return {
    key: `mail-to:${email.trim().toLowerCase()}`,
    limit: MAILS_PER_RECIPIENT_PER_HOUR,
    windowSeconds: 3600,
  };
}

/**
 * What a service that mails one-time codes needs (password reset, e-mail confirmation): the
 * database, the mailer, the rate limiter, the request's log, the secret that hashes the codes, the
 * mode (development logs codes), the clock, and the language the request asks for (the mail's
 * when the account has none chosen).
 */
export interface CodeMailDeps {
  sql: Sql;
  mailer: Mailer;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
  secret: string;
  nodeEnv: string;
  now: () => Date;
  requestLanguage: Language;
}

/** The deps for one request. */
export function codeMailDeps(
  app: FastifyInstance,
  config: Config,
  limiter: RateLimiter,
): (request: FastifyRequest) => CodeMailDeps {
  return (request) => ({
    sql: app.db.sql,
    mailer: app.mailer,
    limiter,
    log: request.log,
    secret: config.session.secret,
    nodeEnv: config.nodeEnv,
    now: app.now,
    requestLanguage: requestLanguage(request),
  });
}

/**
 * Sends a code's mail after the answer, logging how it went (`what`: 'password reset mail'). Without
 * SMTP the code is written to the log in development (`codeLine` names it) and is an error in production.
 */
export function deliverCode(
  deps: CodeMailDeps,
  d: { userId: number; what: string; codeLine: string; mail: MailMessage },
): void {
  if (!deps.mailer.configured) {
    // no mail is the documented default, said once at start (plugins/mail.ts): not an error
    if (deps.nodeEnv === 'production') {
      deps.log.info({ userId: d.userId }, `${d.what} not sent: this server sends no mail`);
    } else {
      deps.log.warn(`${d.codeLine} (SMTP_URL is not set; shown here because NODE_ENV=${deps.nodeEnv})`);
    }
    return;
  }
  deps.mailer.send(d.mail).then(
    () => deps.log.info({ userId: d.userId }, `${d.what} sent`),
    (err: unknown) => deps.log.error({ err, userId: d.userId }, `${d.what} failed`),
  );
}
