import type { changePasswordBody } from '@reign/contract';
import type { z } from 'zod';
import type { Sql } from '../../db/connect';
import { badRequest, HttpError } from '../../lib/http-error';
import { destroyOtherUserSessions } from '../../plugins/session-store';
import { setPasswordAndClearCode, type UserRow } from '../users';
import { hashPassword, verifyPassword } from './passwords';

/**
 * A new password for a signed-in owner who knows the current one (400 with 'invalid_credentials'
 * when wrong: a 401 would read as 'signed out'). The sign-up rules apply (the contract's schema); a
 * pending reset code dies with the old password; every session but `keepSid` ends. Answers how many.
 */
export async function changePassword(
  sql: Sql,
  user: Pick<UserRow, 'id' | 'password'>,
  body: z.output<typeof changePasswordBody>,
  keepSid: string,
): Promise<number> {
  if (!(await verifyPassword(user.password, body.currentPassword))) {
    throw new HttpError(400, { code: 'auth.currentPasswordWrong' }, { code: 'invalid_credentials' });
  }
  if (body.newPassword === body.currentPassword) throw badRequest({ code: 'auth.newPasswordSame' });
  await setPasswordAndClearCode(sql, user.id, await hashPassword(body.newPassword));
  return destroyOtherUserSessions(sql, user.id, keepSid);
}

/** Sign out everywhere else: every session of the user but `keepSid` ends. Answers how many. */
export function endOtherSessions(sql: Sql, userId: number, keepSid: string): Promise<number> {
  return destroyOtherUserSessions(sql, userId, keepSid);
}
