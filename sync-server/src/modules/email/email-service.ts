import type { CodedMessage } from '@reign/contract';
import {
  EMAIL_CODE_MAX_ATTEMPTS,
  EMAIL_CODE_TTL_HOURS,
  EMAIL_MAIL_WINDOW_MINUTES,
  EMAIL_MAILS_PER_WINDOW,
  RESET_CODE_LENGTH,
} from '@reign/domain';
import type { Sql } from '../../db/connect';
import { type CodeMailDeps, deliverCode, recipientRule } from '../../lib/code-mail-deps';
import { badRequest, HttpError } from '../../lib/http-error';
import { hashOneTimeCode, liveCode, newOneTimeCode, oneTimeCodeMatches } from '../../lib/one-time-code';
import { profileLanguage } from '../profile';
import { findEmailState, findUserById, markEmailVerified, setEmail, type UserRow, userCode } from '../users';
import { confirmationMail } from './email-mail';

export type EmailDeps = CodeMailDeps;

const PURPOSE = 'email';

async function reload(sql: Sql, userId: number): Promise<UserRow> {
  const user = await findUserById(sql, userId);
  if (!user) throw new Error(`user ${userId} vanished`);
  return user;
}

/** 429 with a message the person can act on: the address had its share of mails this hour. */
function tooManyToAddress(retryAfterSeconds: number): HttpError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new HttpError(
    429,
    { code: 'email.tooManyToAddress', values: { minutes } },
    {
      headers: { 'retry-after': String(retryAfterSeconds) },
    },
  );
}

/** Refuses, before anything changes, an address that has had its share of mails this hour. */
async function refuseBusyRecipient(deps: EmailDeps, email: string): Promise<void> {
  const rule = recipientRule(email);
  const sent = await deps.limiter.count(rule);
  if (sent.hits >= rule.limit) throw tooManyToAddress(sent.retryAfterSeconds);
}

/**
 * Mails a new confirmation code to the user's unconfirmed address (at most EMAIL_MAILS_PER_WINDOW
 * in the window, and at most MAILS_PER_RECIPIENT_PER_HOUR to one address from any account: 429 past
 * either). Without SMTP the code is logged in development (as reset codes are).
 */
export async function sendConfirmationCode(deps: EmailDeps, user: { id: number; username: string }) {
  const state = await findEmailState(deps.sql, user.id);
  if (!state?.email) throw badRequest({ code: 'email.nothingToConfirm' });
  if (state.emailVerifiedAt) throw badRequest({ code: 'email.alreadyConfirmed' });
  await deps.limiter.consume([
    {
      key: `email-mail:user:${user.id}`,
      limit: EMAIL_MAILS_PER_WINDOW,
      windowSeconds: EMAIL_MAIL_WINDOW_MINUTES * 60,
    },
  ]);
  const toAddress = await deps.limiter.hit(recipientRule(state.email));
  if (!toAddress.allowed) throw tooManyToAddress(toAddress.retryAfterSeconds);
  const code = newOneTimeCode(RESET_CODE_LENGTH);
  const expires = new Date(deps.now().getTime() + EMAIL_CODE_TTL_HOURS * 3_600_000);
  await userCode(deps.sql, 'email', user.id).store(hashOneTimeCode(PURPOSE, code, deps.secret), expires);
  deliverCode(deps, {
    userId: user.id,
    what: 'e-mail confirmation',
    codeLine: `E-MAIL CONFIRMATION CODE for "${user.username}": ${code}`,
    mail: confirmationMail(
      state.email,
      user.username,
      code,
      (await profileLanguage(deps.sql, user.id)) ?? deps.requestLanguage,
    ),
  });
}

/** Sets a new address (unconfirmed, a code mailed to it) or removes it; the same address again changes nothing. */
export async function changeEmail(
  deps: EmailDeps,
  user: { id: number; username: string; email: string | null },
  email: string | undefined,
): Promise<{ user: UserRow; message: CodedMessage }> {
  const next = email ?? null;
  if (next === user.email)
    return { user: await reload(deps.sql, user.id), message: { code: 'email.unchanged' } };
  if (next !== null) await refuseBusyRecipient(deps, next);
  await setEmail(deps.sql, user.id, next);
  if (next === null) return { user: await reload(deps.sql, user.id), message: { code: 'email.removed' } };
  await sendConfirmationCode(deps, user);
  const message: CodedMessage = deps.mailer.configured
    ? { code: 'email.codeSent', values: { email: next } }
    : { code: 'email.noMail', values: { email: next } };
  return { user: await reload(deps.sql, user.id), message };
}

/** Confirms the address with a live code: constant-time, expires, dead after EMAIL_CODE_MAX_ATTEMPTS wrong tries. */
export async function verifyEmail(deps: EmailDeps, userId: number, code: string): Promise<UserRow> {
  const ok = await deps.sql.begin(async (tx) => {
    const state = await findEmailState(tx, userId, true);
    if (state?.email && state.emailVerifiedAt) return true;
    const live = liveCode(state, deps.now(), EMAIL_CODE_MAX_ATTEMPTS);
    const matches = oneTimeCodeMatches(PURPOSE, code, live, deps.secret);
    if (!state || live === null) return false;
    if (!matches) {
      await userCode(tx, 'email', userId).countWrongTry(EMAIL_CODE_MAX_ATTEMPTS);
      return false;
    }
    await markEmailVerified(tx, userId, deps.now());
    return true;
  });
  if (!ok) throw badRequest({ code: 'email.invalidCode' });
  return reload(deps.sql, userId);
}
