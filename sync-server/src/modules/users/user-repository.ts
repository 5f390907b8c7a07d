import type { PublicUser } from '@reign/contract';
import { isAdminId } from '@reign/domain';
import type postgres from 'postgres';
import type { Queryable, Tx } from '../../db/connect';
import type { StoredCode } from '../../lib/one-time-code';

declare module '../../lib/guards' {
  /** The guards load this module's row (app.ts hands them `findUserById`): `request.user` is a UserRow. */
  interface SignedInUser extends UserRow {}
}

export interface UserRow {
  id: number;
  username: string;
  password: string;
  displayName: string | null;
  email: string | null;
  emailVerifiedAt: Date | null;
  referralCode: string;
  referredBy: number | null;
  sharingPoints: number;
  isPaidMember: boolean;
  paymentDate: Date | null;
  createdAt: Date;
}

const USER_COLUMNS = `id, username, password, display_name, email, email_verified_at, referral_code, referred_by,
  sharing_points, is_paid_member, payment_date, created_at`;

export async function findUserById(sql: Queryable, id: number): Promise<UserRow | undefined> {
  const [row] = await sql<UserRow[]>`select ${sql.unsafe(USER_COLUMNS)} from users where id = ${id}`;
  return row;
}

export async function userExists(db: Queryable, id: number): Promise<boolean> {
  return (await db`select 1 from users where id = ${id}`).length > 0;
}

/** Holds the user's row until the transaction ends: one such write of a user at a time. */
export async function lockUser(tx: Tx, id: number): Promise<void> {
  await tx`select id from users where id = ${id} for update`;
}

/** Locks these users' rows in id order (so two such locks never wait on each other). */
export async function lockUsers(tx: Tx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx`select id from users where id = any(${ids as number[]}::int[]) order by id for update`;
}

/** The account goes, and with it every row that references it (the migrations' cascades). */
export async function deleteUserRow(tx: Tx, id: number): Promise<void> {
  await tx`delete from users where id = ${id}`;
}

/** Usernames are unique without regard to case. */
export async function findUserByUsername(sql: Queryable, username: string): Promise<UserRow | undefined> {
  const [row] = await sql<UserRow[]>`
    select ${sql.unsafe(USER_COLUMNS)} from users where lower(username) = lower(${username})`;
  return row;
}

export async function findUserIdByReferralCode(sql: Queryable, code: string): Promise<number | undefined> {
  const [row] = await sql<{ id: number }[]>`select id from users where referral_code = ${code}`;
  return row?.id;
}

export interface NewUser {
  username: string;
  passwordHash: string;
  displayName: string | null;
  email: string | null;
  referralCode: string;
  referredBy: number | null;
}

/** Inserts a user; answers which unique value was taken when the username or referral code is already taken. */
export async function insertUser(
  sql: Queryable,
  user: NewUser,
): Promise<UserRow | 'username-taken' | 'code-taken'> {
  try {
    const [row] = await sql<UserRow[]>`
      insert into users (username, password, display_name, email, referral_code, referred_by)
      values (${user.username}, ${user.passwordHash}, ${user.displayName}, ${user.email},
              ${user.referralCode}, ${user.referredBy})
      returning ${sql.unsafe(USER_COLUMNS)}`;
    if (!row) throw new Error('insert returned no row');
    return row;
  } catch (err) {
    const constraint = (err as { constraint_name?: string }).constraint_name;
    if (constraint === 'users_username_key') return 'username-taken';
    if (constraint === 'users_referral_code_key') return 'code-taken';
    throw err;
  }
}

/** The user as the API shows it: never the password hash or reset code. */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    email: row.email,
    emailVerified: row.email !== null && row.emailVerifiedAt !== null,
    referralCode: row.referralCode,
    referredBy: row.referredBy,
    sharingPoints: row.sharingPoints,
    isPaidMember: row.isPaidMember,
    paymentDate: row.paymentDate ? row.paymentDate.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    isAdmin: isAdminId(row.id),
  };
}

/**
 * The administrator of a new installation: user id 1 (ordinary sign-ups start at 2, so it is free
 * until claimed). Answers 'exists' when user id 1 is there already, 'username-taken' when another
 * account has the name, 'code-taken' when the referral code is (make another). Call inside a transaction.
 */
export async function insertAdministrator(
  tx: Tx,
  admin: {
    username: string;
    passwordHash: string;
    email: string | null;
    displayName?: string | null;
    referralCode: string;
  },
): Promise<UserRow | 'exists' | 'username-taken' | 'code-taken'> {
  const [row] = await tx<UserRow[]>`
    insert into users (id, username, password, email, display_name, referral_code)
    values (1, ${admin.username}, ${admin.passwordHash}, ${admin.email}, ${admin.displayName ?? null},
            ${admin.referralCode})
    on conflict do nothing
    returning ${tx.unsafe(USER_COLUMNS)}`;
  if (row) return row;
  if (await userExists(tx, 1)) return 'exists';
  return (await findUserByUsername(tx, admin.username)) ? 'username-taken' : 'code-taken';
}

/** The people a user invited, newest first. */
export async function referredUsers(
  db: Queryable,
  userId: number,
): Promise<{ id: number; displayName: string | null; username: string; createdAt: Date }[]> {
  return db`
    select id, display_name, username, created_at from users where referred_by = ${userId}
    order by created_at desc, id desc`;
}

// ---- the column groups other modules change, each through one function here ----------------------

/** Paid membership (payments): the first payment's date is kept. */
export async function markPaidMember(db: Queryable, userId: number): Promise<void> {
  await db`update users set is_paid_member = true, payment_date = coalesce(payment_date, now()) where id = ${userId}`;
}

/** The administrator's grant (true) or revocation (false); answers false when nothing changed. */
export async function setPaidMember(db: Queryable, userId: number, member: boolean): Promise<boolean> {
  const rows = await db`
    update users set is_paid_member = ${member} where id = ${userId} and is_paid_member <> ${member} returning id`;
  return rows.length > 0;
}

/**
 * Bumps the per-user sync version by `count` (user-data's write transactions) and answers the new
 * value; the row stays locked until commit.
 */
export async function bumpSyncVersion(tx: Tx, userId: number, count: number): Promise<number | undefined> {
  const [row] = await tx<{ syncVersion: string }[]>`
    update users set sync_version = sync_version + ${count} where id = ${userId} returning sync_version`;
  return row ? Number(row.syncVersion) : undefined;
}

// ---- the one-time codes (password-reset, email): each a code's hash, its expiry and wrong tries ----

/** Which code: the password reset's (`reset_code` columns) or the e-mail confirmation's (`email_code`). */
export type CodeKind = 'reset' | 'email';

/** The pieces of SQL over one code's columns (`reset_code`, `reset_code_expires`, …). */
function codeSql(db: Queryable, kind: CodeKind) {
  const code = db(`${kind}_code`);
  const expires = db(`${kind}_code_expires`);
  const attempts = db(`${kind}_code_attempts`);
  return {
    /** the columns as `code`, `code_expires` and `code_attempts` (a StoredCode) */
    selected: () => db`${code} as code, ${expires} as code_expires, ${attempts} as code_attempts`,
    /** no code any more, nor its expiry and wrong tries */
    cleared: () => db`${code} = null, ${expires} = null, ${attempts} = 0`,
    stored: (hash: string, until: Date) => db`${code} = ${hash}, ${expires} = ${until}, ${attempts} = 0`,
    /** one more wrong try; at `max` the code and its expiry go */
    wrongTry: (max: number) => db`
      ${attempts} = ${attempts} + 1,
      ${code} = case when ${attempts} + 1 >= ${max} then null else ${code} end,
      ${expires} = case when ${attempts} + 1 >= ${max} then null else ${expires} end`,
  };
}

/** The user's code of this kind, to change. */
export function userCode(db: Queryable, kind: CodeKind, userId: number) {
  const sql = codeSql(db, kind);
  return {
    /** A new code replaces the old one and resets the wrong-try count. */
    async store(codeHash: string, expires: Date): Promise<void> {
      await db`update users set ${sql.stored(codeHash, expires)} where id = ${userId}`;
    },
    /** Counts a wrong try; at the limit the code stops working. */
    async countWrongTry(maxAttempts: number): Promise<void> {
      await db`update users set ${sql.wrongTry(maxAttempts)} where id = ${userId}`;
    },
  };
}

export interface ResetState extends StoredCode {
  id: number;
  email: string | null;
  emailVerified: boolean;
}

/** A user's `fields` and code of this kind, of the row `where` finds; locked (for a check of the code) when `lock`. */
async function findCodeState<S extends StoredCode>(
  db: Queryable,
  kind: CodeKind,
  { fields, where }: { fields: postgres.Fragment; where: postgres.Fragment },
  lock: boolean,
): Promise<S | undefined> {
  const [row] = await db<S[]>`
    select ${fields}, ${codeSql(db, kind).selected()} from users where ${where} ${lock ? db`for update` : db``}`;
  return row;
}

export const findResetState = (db: Queryable, username: string, lock = false) =>
  findCodeState<ResetState>(
    db,
    'reset',
    {
      fields: db`id, email, email_verified_at is not null as email_verified`,
      where: db`lower(username) = lower(${username})`,
    },
    lock,
  );

export async function setPasswordAndClearCode(
  db: Queryable,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await db`update users set password = ${passwordHash}, ${codeSql(db, 'reset').cleared()} where id = ${userId}`;
}

export interface EmailState extends StoredCode {
  email: string | null;
  emailVerifiedAt: Date | null;
}

export const findEmailState = (db: Queryable, userId: number, lock = false) =>
  findCodeState<EmailState>(
    db,
    'email',
    { fields: db`email, email_verified_at`, where: db`id = ${userId}` },
    lock,
  );

/** A new address (or none): unconfirmed, with no code yet. */
export async function setEmail(db: Queryable, userId: number, email: string | null): Promise<void> {
  await db`
    update users set email = ${email}, email_verified_at = null, ${codeSql(db, 'email').cleared()} where id = ${userId}`;
}

export async function markEmailVerified(db: Queryable, userId: number, at: Date): Promise<void> {
  await db`update users set email_verified_at = ${at}, ${codeSql(db, 'email').cleared()} where id = ${userId}`;
}
