import { createHmac, randomBytes } from 'node:crypto';
import type { setupBody } from '@reign/contract';
import { ADMIN_USER_ID } from '@reign/domain';
import type { z } from 'zod';
import type { Queryable, Sql } from '../../db/connect';
import { badRequest, HttpError } from '../../lib/http-error';
import { hashPassword, newReferralCode } from '../auth';
import { insertAdministrator, type UserRow, userExists } from '../users';
import {
  insertSetupToken,
  removeExpiredSetupTokens,
  removeSetupTokens,
  setupTokenExists,
} from './setup-token-repository';

/** How long a printed setup link works; the next start after that prints a new one. */
export const SETUP_TOKEN_TTL_HOURS = 24;

/** Tokens are kept only as an HMAC keyed by the server's secret. */
const tokenHash = (secret: string, token: string) =>
  createHmac('sha256', secret).update(`admin-setup|${token.trim()}`).digest('hex');

export const administratorExists = (db: Queryable) => userExists(db, ADMIN_USER_ID);

/**
 * At start: while there is no administrator, makes a new one-time setup token that works for
 * SETUP_TOKEN_TTL_HOURS (each process of a fleet may print its own link; expired ones are dropped).
 * Answers the token and its expiry, or null when an administrator exists.
 */
export async function openAdminSetup(
  sql: Sql,
  secret: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date } | null> {
  if (await administratorExists(sql)) return null;
  await removeExpiredSetupTokens(sql, now);
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + SETUP_TOKEN_TTL_HOURS * 3_600_000);
  await insertSetupToken(sql, tokenHash(secret, token), expiresAt);
  return { token, expiresAt };
}

export async function setupStatus(sql: Sql, secret: string, token: string, now: Date) {
  const exists = await administratorExists(sql);
  const valid = !exists && token.length > 0 && (await setupTokenExists(sql, tokenHash(secret, token), now));
  return { administratorExists: exists, tokenValid: valid };
}

/**
 * Creates the administrator (user id 1) with a valid token, once: the tokens go with it. 404 for a
 * token that is not (or no longer: used or expired) valid, 409 once an administrator exists.
 */
export async function claimAdministrator(
  sql: Sql,
  secret: string,
  body: z.output<typeof setupBody>,
  now: Date,
): Promise<UserRow> {
  const passwordHash = await hashPassword(body.password);
  return sql.begin(async (tx) => {
    if (await administratorExists(tx))
      throw new HttpError(409, { code: 'setup.exists' }, { code: 'conflict' });
    if (!(await setupTokenExists(tx, tokenHash(secret, body.token), now))) {
      throw new HttpError(404, { code: 'setup.invalidToken' }, { code: 'not_found' });
    }
    let outcome: Awaited<ReturnType<typeof insertAdministrator>> = 'code-taken';
    for (let attempt = 0; outcome === 'code-taken' && attempt < 5; attempt++) {
      outcome = await insertAdministrator(tx, {
        username: body.username,
        passwordHash,
        email: body.email ?? null,
        displayName: body.displayName ?? null,
        referralCode: newReferralCode(),
      });
    }
    if (outcome === 'code-taken') throw new Error('could not find a free referral code');
    if (outcome === 'exists') throw new HttpError(409, { code: 'setup.exists' }, { code: 'conflict' });
    if (outcome === 'username-taken') throw badRequest({ code: 'auth.usernameTaken' });
    await removeSetupTokens(tx);
    return outcome;
  }) as Promise<UserRow>;
}
