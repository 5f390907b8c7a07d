import { isAdminId } from '@reign/domain';
import type { Sql } from '../../db/connect';
import { conflict, HttpError } from '../../lib/http-error';
import { verifyPassword } from '../auth';
import { forgetMarksOf } from '../circle-prayers';
import { forgetReadingOf } from '../circle-readings';
import { leaveAllCircles, type Release } from '../circles';
import { deleteUserRow, lockUser, type UserRow } from '../users';

/**
 * Deletes an account and everything in it (docs/decisions.md 'Deleting an account'). The password
 * proves it is the owner (400 with 'invalid_credentials' when wrong: a 401 would read as 'signed
 * out'); the administrator's account runs the server and stays (409). First the person leaves
 * every circle by the rule of leaving (their shared requests stop being shared, a circle keeps a
 * leader) and their 'I prayed' taps leave as tombstones, one circle per write, so every member's
 * device drops them; then the account's row goes, and every row that references it with it
 * (sessions included) in the migrations' cascades.
 */
export async function deleteAccount(
  sql: Sql,
  user: Pick<UserRow, 'id' | 'password'>,
  password: string,
  release: Release,
  at: Date,
): Promise<void> {
  if (!(await verifyPassword(user.password, password))) {
    throw new HttpError(400, { code: 'auth.deletePasswordWrong' }, { code: 'invalid_credentials' });
  }
  if (isAdminId(user.id)) throw conflict({ code: 'auth.administratorKept' });
  await leaveAllCircles(sql, user.id, at, release);
  await forgetMarksOf(sql, user.id, at);
  await forgetReadingOf(sql, user.id, at);
  await sql.begin(async (tx) => {
    // a push or a share of another device in flight finishes first (it holds the row), or finds
    // the account gone
    await lockUser(tx, user.id);
    await deleteUserRow(tx, user.id);
  });
}
