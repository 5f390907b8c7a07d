import type { Queryable } from '../../db/connect';

export interface ResetState {
  id: number;
  email: string | null;
  resetCode: string | null;
  resetCodeExpires: Date | null;
  resetCodeAttempts: number;
}

export async function findResetState(
  db: Queryable,
  username: string,
  lock = false,
): Promise<ResetState | undefined> {
  const [row] = lock
    ? await db<ResetState[]>`
        select id, email, reset_code, reset_code_expires, reset_code_attempts from users
        where lower(username) = lower(${username}) for update`
    : await db<ResetState[]>`
        select id, email, reset_code, reset_code_expires, reset_code_attempts from users
        where lower(username) = lower(${username})`;
  return row;
}

/** A new code replaces the old one and resets the wrong-try count. */
export async function storeResetCode(
  db: Queryable,
  userId: number,
  codeHash: string,
  expires: Date,
): Promise<void> {
  await db`
    update users set reset_code = ${codeHash}, reset_code_expires = ${expires}, reset_code_attempts = 0
    where id = ${userId}`;
}

/** Counts a wrong try; at the limit the code stops working. */
export async function countWrongTry(db: Queryable, userId: number, maxAttempts: number): Promise<void> {
  await db`
    update users set
      reset_code_attempts = reset_code_attempts + 1,
      reset_code = case when reset_code_attempts + 1 >= ${maxAttempts} then null else reset_code end,
      reset_code_expires = case when reset_code_attempts + 1 >= ${maxAttempts} then null else reset_code_expires end
    where id = ${userId}`;
}

export async function setPasswordAndClearCode(
  db: Queryable,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await db`
    update users set password = ${passwordHash}, reset_code = null, reset_code_expires = null, reset_code_attempts = 0
    where id = ${userId}`;
}
