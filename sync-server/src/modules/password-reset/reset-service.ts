import {
  RESET_CODE_TTL_MINUTES,
  RESET_MAIL_WINDOW_MINUTES,
  RESET_MAILS_PER_WINDOW,
  RESET_MAX_ATTEMPTS,
} from '@reign/domain';
import { type CodeMailDeps, deliverCode, recipientRule } from '../../lib/code-mail-deps';
import { badRequest, notFound } from '../../lib/http-error';
import { liveCode } from '../../lib/one-time-code';
import { destroyUserSessions } from '../../plugins/session-store';
import { hashPassword } from '../auth';
import { profileLanguage } from '../profile';
import { findResetState, setPasswordAndClearCode, userCode, userExists } from '../users';
import { hashResetCode, newResetCode, resetCodeMatches } from './reset-code';
import { resetMail } from './reset-mail';

export type ResetDeps = CodeMailDeps;

/**
 * Makes and sends a reset code when the account exists and has a confirmed e-mail address (an
 * address nobody confirmed may be someone else's). The caller always answers the same message; the
 * mail goes out after the answer so its speed reveals nothing.
 */
export async function requestReset(deps: ResetDeps, username: string): Promise<void> {
  const user = await findResetState(deps.sql, username);
  if (!user?.email || !user.emailVerified) {
    deps.log.info('password reset asked for an account without a confirmed e-mail address, or none');
    return;
  }
  const allowed = await deps.limiter.hit({
    key: `reset-mail:user:${user.id}`,
    limit: RESET_MAILS_PER_WINDOW,
    windowSeconds: RESET_MAIL_WINDOW_MINUTES * 60,
  });
  if (!allowed.allowed) {
    deps.log.warn({ userId: user.id }, 'password reset mail limit reached; no new code sent');
    return;
  }
  if (!(await deps.limiter.hit(recipientRule(user.email))).allowed) {
    deps.log.warn({ userId: user.id }, 'mail limit of the address reached; no reset code sent');
    return;
  }
  const code = newResetCode();
  const expires = new Date(deps.now().getTime() + RESET_CODE_TTL_MINUTES * 60_000);
  await userCode(deps.sql, 'reset', user.id).store(hashResetCode(code, deps.secret), expires);
  deliverCode(deps, {
    userId: user.id,
    what: 'password reset mail',
    codeLine: `PASSWORD RESET CODE for "${username}": ${code}`,
    mail: resetMail(
      user.email,
      username,
      code,
      expires,
      (await profileLanguage(deps.sql, user.id)) ?? deps.requestLanguage,
    ),
  });
}

/**
 * A reset code the administrator hands to the user when the server cannot send e-mail: the same
 * rules as a mailed one (6 characters, 15 minutes, single use), replacing any earlier code. In
 * development it is also written to the log, as a mailed code is without SMTP.
 */
export async function adminResetCode(
  deps: Pick<ResetDeps, 'sql' | 'log' | 'secret' | 'nodeEnv' | 'now'>,
  userId: number,
  by: number,
): Promise<{ code: string; expiresAt: string }> {
  if (!(await userExists(deps.sql, userId))) throw notFound();
  const code = newResetCode();
  const expires = new Date(deps.now().getTime() + RESET_CODE_TTL_MINUTES * 60_000);
  await userCode(deps.sql, 'reset', userId).store(hashResetCode(code, deps.secret), expires);
  deps.log.info({ userId, by }, 'password reset code made by the administrator');
  if (deps.nodeEnv !== 'production') {
    deps.log.warn(
      `PASSWORD RESET CODE for user ${userId}: ${code} (made by the administrator; NODE_ENV=${deps.nodeEnv})`,
    );
  }
  return { code, expiresAt: expires.toISOString() };
}

/**
 * Sets a new password with a valid code: checked in constant time, expired after 15 minutes,
 * single use, dead after 5 wrong tries. Every session of the account ends; nobody is signed in.
 */
export async function resetPassword(
  deps: ResetDeps,
  body: { username: string; resetCode: string; newPassword: string },
): Promise<void> {
  const passwordHash = await hashPassword(body.newPassword);
  const userId = await deps.sql.begin(async (tx) => {
    const user = await findResetState(tx, body.username, true);
    const live = liveCode(user, deps.now(), RESET_MAX_ATTEMPTS);
    const matches = resetCodeMatches(body.resetCode, live, deps.secret);
    if (!user || live === null) return null;
    if (!matches) {
      await userCode(tx, 'reset', user.id).countWrongTry(RESET_MAX_ATTEMPTS);
      return null;
    }
    await setPasswordAndClearCode(tx, user.id, passwordHash);
    return user.id;
  });
  if (userId === null) throw badRequest({ code: 'reset.invalidCode' });
  const ended = await destroyUserSessions(deps.sql, userId);
  deps.log.info({ userId, endedSessions: ended }, 'password reset');
}
