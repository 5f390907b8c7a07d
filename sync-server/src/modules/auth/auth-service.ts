import type { LoginBody, registerBody } from '@reign/contract';
import type { z } from 'zod';
import type { Sql } from '../../db/connect';
import { badRequest, HttpError } from '../../lib/http-error';
import { noteAccountAddress, recordReferral } from '../rewards';
import {
  findUserByUsername,
  findUserIdByReferralCode,
  insertUser,
  setEmailConsent,
  type UserRow,
} from '../users';
import { hashPassword, verifyPassword } from './passwords';
import { newReferralCode } from './referral-code';

const REFERRAL_CODE_ATTEMPTS = 5;

/**
 * Creates an account. A referral code that matches a user sets referredBy and records the referral
 * (paid later, once the friend is active); an unknown one is ignored so a stale invitation link
 * never blocks a sign-up. Every user gets a unique referral code. `address` is the keyed hash of
 * the client's address (self-referrals and repeated sign-ups from one address pay nothing).
 */
export async function registerUser(
  sql: Sql,
  body: z.output<typeof registerBody>,
  address: string,
): Promise<UserRow> {
  const passwordHash = await hashPassword(body.password);
  const referredBy = body.referralCode
    ? ((await findUserIdByReferralCode(sql, body.referralCode)) ?? null)
    : null;
  for (let attempt = 0; attempt < REFERRAL_CODE_ATTEMPTS; attempt++) {
    const result = await insertUser(sql, {
      username: body.username,
      passwordHash,
      displayName: body.displayName ?? null,
      email: body.email ?? null,
      referralCode: newReferralCode(),
      referredBy,
    });
    if (result === 'username-taken') throw badRequest({ code: 'auth.usernameTaken' });
    if (result !== 'code-taken') {
      if (result.referredBy !== null) {
        await recordReferral(sql, {
          referrerId: result.referredBy,
          referredId: result.id,
          address,
          email: result.email,
        });
      }
      await noteAccountAddress(sql, result.id, address);
      if (body.emailConsent) await setEmailConsent(sql, result.id, true);
      return result;
    }
  }
  throw new Error('could not find a free referral code');
}

/** The same answer, in about the same time, for an unknown username and a wrong password. */
export async function authenticate(sql: Sql, body: LoginBody): Promise<UserRow> {
  const user = await findUserByUsername(sql, body.username.trim());
  const ok = await verifyPassword(user?.password, body.password);
  if (!user || !ok)
    throw new HttpError(401, { code: 'auth.invalidCredentials' }, { code: 'invalid_credentials' });
  return user;
}
