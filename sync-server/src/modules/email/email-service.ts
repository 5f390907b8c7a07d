import { emailMessages } from '@reign/contract';
import {
  EMAIL_CODE_MAX_ATTEMPTS,
  EMAIL_CODE_TTL_HOURS,
  EMAIL_MAIL_WINDOW_MINUTES,
  EMAIL_MAILS_PER_WINDOW,
  RESET_CODE_LENGTH,
} from '@reign/domain';
import type { Sql } from '../../db/connect';
import type { CodeMailDeps } from '../../lib/code-mail-deps';
import { badRequest } from '../../lib/http-error';
import { hashOneTimeCode, newOneTimeCode, oneTimeCodeMatches } from '../../lib/one-time-code';
import {
  countWrongEmailCode,
  findEmailState,
  findUserById,
  markEmailVerified,
  setEmail,
  storeEmailCode,
  type UserRow,
} from '../users/user-repository';
import { confirmationMail } from './email-mail';

export type EmailDeps = CodeMailDeps;

const PURPOSE = 'email';

async function reload(sql: Sql, userId: number): Promise<UserRow> {
  const user = await findUserById(sql, userId);
  if (!user) throw new Error(`user ${userId} vanished`);
  return user;
}

/**
 * Mails a new confirmation code to the user's unconfirmed address (at most EMAIL_MAILS_PER_WINDOW
 * in the window: 429 past it). Without SMTP the code is logged in development (as reset codes are).
 */
export async function sendConfirmationCode(deps: EmailDeps, user: { id: number; username: string }) {
  const state = await findEmailState(deps.sql, user.id);
  if (!state?.email) throw badRequest(emailMessages.nothingToConfirm);
  if (state.emailVerifiedAt) throw badRequest(emailMessages.alreadyConfirmed);
  await deps.limiter.consume([
    {
      key: `email-mail:user:${user.id}`,
      limit: EMAIL_MAILS_PER_WINDOW,
      windowSeconds: EMAIL_MAIL_WINDOW_MINUTES * 60,
    },
  ]);
  const code = newOneTimeCode(RESET_CODE_LENGTH);
  const expires = new Date(deps.now().getTime() + EMAIL_CODE_TTL_HOURS * 3_600_000);
  await storeEmailCode(deps.sql, user.id, hashOneTimeCode(PURPOSE, code, deps.secret), expires);
  if (!deps.mailer.configured) {
    if (deps.nodeEnv === 'production') {
      deps.log.error({ userId: user.id }, 'e-mail confirmation undeliverable: SMTP_URL is not configured');
    } else {
      deps.log.warn(
        `E-MAIL CONFIRMATION CODE for "${user.username}": ${code} (SMTP_URL is not set; shown here because NODE_ENV=${deps.nodeEnv})`,
      );
    }
    return;
  }
  deps.mailer.send(confirmationMail(state.email, user.username, code)).then(
    () => deps.log.info({ userId: user.id }, 'e-mail confirmation sent'),
    (err: unknown) => deps.log.error({ err, userId: user.id }, 'e-mail confirmation failed'),
  );
}

/** Sets a new address (unconfirmed, a code mailed to it) or removes it; the same address again changes nothing. */
export async function changeEmail(
  deps: EmailDeps,
  user: { id: number; username: string; email: string | null },
  email: string | undefined,
): Promise<{ user: UserRow; message: string }> {
  const next = email ?? null;
  if (next === user.email) return { user: await reload(deps.sql, user.id), message: emailMessages.unchanged };
  await setEmail(deps.sql, user.id, next);
  if (next === null) return { user: await reload(deps.sql, user.id), message: emailMessages.removed };
  await sendConfirmationCode(deps, user);
  return { user: await reload(deps.sql, user.id), message: emailMessages.codeSent(next) };
}

/** Confirms the address with a live code: constant-time, expires, dead after EMAIL_CODE_MAX_ATTEMPTS wrong tries. */
export async function verifyEmail(deps: EmailDeps, userId: number, code: string): Promise<UserRow> {
  const ok = await deps.sql.begin(async (tx) => {
    const state = await findEmailState(tx, userId, true);
    if (state?.email && state.emailVerifiedAt) return true;
    const live =
      !!state?.emailCode &&
      !!state.emailCodeExpires &&
      state.emailCodeExpires.getTime() > deps.now().getTime() &&
      state.emailCodeAttempts < EMAIL_CODE_MAX_ATTEMPTS;
    const matches = oneTimeCodeMatches(PURPOSE, code, live ? (state?.emailCode ?? null) : null, deps.secret);
    if (!state || !live) return false;
    if (!matches) {
      await countWrongEmailCode(tx, userId, EMAIL_CODE_MAX_ATTEMPTS);
      return false;
    }
    await markEmailVerified(tx, userId, deps.now());
    return true;
  });
  if (!ok) throw badRequest(emailMessages.invalidCode);
  return reload(deps.sql, userId);
}
