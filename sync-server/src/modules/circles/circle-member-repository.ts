import type { CircleRole } from '@reign/contract';
import type { Queryable, Tx } from '../../db/connect';

// circle_members: who is in a circle, as whom, since when; a former member's row keeps left_at.

export interface MemberRow {
  userId: number;
  role: CircleRole;
  joinedAt: Date;
  leftAt: Date | null;
}

/** A live member with what names them (users: their display name, else their username). */
export interface NamedMemberRow extends MemberRow {
  displayName: string | null;
  username: string;
}

/** The person's row in the circle, live or former; locked when asked. */
export async function findMember(
  db: Queryable,
  circleId: string,
  userId: number,
  lock = false,
): Promise<MemberRow | undefined> {
  const [row] = await db<MemberRow[]>`
    select user_id, role, joined_at, left_at from circle_members
    where circle_id = ${circleId} and user_id = ${userId} ${lock ? db`for update` : db``}`;
  return row;
}

/** The circle's live members with their names, the longest-standing first. */
export function liveMembers(db: Queryable, circleId: string): Promise<NamedMemberRow[]> {
  return db<NamedMemberRow[]>`
    select m.user_id, m.role, m.joined_at, m.left_at, u.display_name, u.username
    from circle_members m join users u on u.id = m.user_id
    where m.circle_id = ${circleId} and m.left_at is null
    order by m.joined_at, m.user_id`;
}

/** A member joins (or a former one comes back): live again from `at`, at the write's version. */
export async function putMember(
  tx: Tx,
  m: { circleId: string; userId: number; role: CircleRole; version: number; at: Date },
): Promise<void> {
  await tx`
    insert into circle_members (circle_id, user_id, role, joined_at, version)
    values (${m.circleId}, ${m.userId}, ${m.role}, ${m.at}, ${m.version})
    on conflict (circle_id, user_id) do update set
      role = excluded.role, joined_at = excluded.joined_at, left_at = null, deleted_at = null,
      version = excluded.version`;
}

export async function setMemberRole(
  tx: Tx,
  circleId: string,
  userId: number,
  role: CircleRole,
  version: number,
): Promise<void> {
  await tx`
    update circle_members set role = ${role}, version = ${version}
    where circle_id = ${circleId} and user_id = ${userId}`;
}

/** These members leave (or are removed): left and tombstoned at the write's version. */
export async function markLeft(
  tx: Tx,
  circleId: string,
  userIds: readonly number[],
  version: number,
  at: Date,
): Promise<void> {
  if (userIds.length === 0) return;
  await tx`
    update circle_members set left_at = ${at}, deleted_at = ${at}, version = ${version}
    where circle_id = ${circleId} and user_id = any(${userIds as number[]}::int[]) and left_at is null`;
}

/** How many circles the person is in (CIRCLE_LIMITS.circlesPerPerson). */
export async function countCirclesOf(db: Queryable, userId: number): Promise<number> {
  const [row] = await db<{ count: number }[]>`
    select count(*)::int as count from circle_members where user_id = ${userId} and left_at is null`;
  return row?.count ?? 0;
}

/** How many live members the circle has (CIRCLE_LIMITS.membersPerCircle). */
export async function countMembers(db: Queryable, circleId: string): Promise<number> {
  const [row] = await db<{ count: number }[]>`
    select count(*)::int as count from circle_members where circle_id = ${circleId} and left_at is null`;
  return row?.count ?? 0;
}

/** The circles the person is in, by id (an account leaving them all). */
export async function circleIdsOf(db: Queryable, userId: number): Promise<string[]> {
  const rows = await db<{ circleId: string }[]>`
    select circle_id from circle_members where user_id = ${userId} and left_at is null order by joined_at`;
  return rows.map((r) => r.circleId);
}

/** The circle's live members, by id. */
export async function liveMemberIds(db: Queryable, circleId: string): Promise<number[]> {
  const rows = await db<{ userId: number }[]>`
    select user_id from circle_members where circle_id = ${circleId} and left_at is null order by user_id`;
  return rows.map((r) => r.userId);
}
