import type { PublicUser } from '@reign/contract';
import { isAdminId } from '@reign/domain';
import type { Sql } from '../../db/connect';

export interface UserRow {
  id: number;
  username: string;
  password: string;
  displayName: string | null;
  email: string | null;
  referralCode: string;
  referredBy: number | null;
  sharingPoints: number;
  isPaidMember: boolean;
  paymentDate: Date | null;
  createdAt: Date;
}

const USER_COLUMNS = `id, username, password, display_name, email, referral_code, referred_by, sharing_points,
  is_paid_member, payment_date, created_at`;

export async function findUserById(sql: Sql, id: number): Promise<UserRow | undefined> {
  const [row] = await sql<UserRow[]>`select ${sql.unsafe(USER_COLUMNS)} from users where id = ${id}`;
  return row;
}

/** Usernames are unique without regard to case. */
export async function findUserByUsername(sql: Sql, username: string): Promise<UserRow | undefined> {
  const [row] = await sql<UserRow[]>`
    select ${sql.unsafe(USER_COLUMNS)} from users where lower(username) = lower(${username})`;
  return row;
}

export async function findUserIdByReferralCode(sql: Sql, code: string): Promise<number | undefined> {
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

/** Inserts a user; answers undefined when the username or referral code is already taken. */
export async function insertUser(
  sql: Sql,
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
    referralCode: row.referralCode,
    referredBy: row.referredBy,
    sharingPoints: row.sharingPoints,
    isPaidMember: row.isPaidMember,
    paymentDate: row.paymentDate ? row.paymentDate.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    isAdmin: isAdminId(row.id),
  };
}
