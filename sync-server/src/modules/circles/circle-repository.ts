import type { CircleRole } from '@reign/contract';
import type { Queryable, Tx } from '../../db/connect';

// circles: the circle's own row, whose `version` is the circle's counter (migration 0136).

export interface CircleRow {
  id: string;
  name: string;
  version: string;
  createdAt: Date;
  updatedAt: Date;
}

/** A circle a person is in, with their role and the live member count. */
export interface MyCircleRow extends CircleRow {
  role: CircleRole;
  joinedAt: Date;
  memberCount: number;
}

const COLUMNS = 'c.id, c.name, c.version, c.created_at, c.updated_at';

/** A new circle at version 1 (its first members are written at that version too). */
export async function insertCircle(
  tx: Tx,
  circle: { id: string; name: string; createdBy: number; at: Date },
): Promise<void> {
  await tx`
    insert into circles (id, name, created_by, created_at, updated_at, version)
    values (${circle.id}, ${circle.name}, ${circle.createdBy}, ${circle.at}, ${circle.at}, 1)`;
}

/**
 * Bumps a live circle's version and answers the new one (undefined for no such live circle). It
 * holds the circle's row until the transaction ends: one write of a circle at a time, committed in
 * version order, as `bumpSyncVersion` does for a user.
 */
export async function bumpCircleVersion(tx: Tx, id: string): Promise<number | undefined> {
  const [row] = await tx<{ version: string }[]>`
    update circles set version = version + 1 where id = ${id} and deleted_at is null returning version`;
  return row ? Number(row.version) : undefined;
}

/** A live circle. */
export async function findCircle(db: Queryable, id: string): Promise<CircleRow | undefined> {
  const [row] = await db<CircleRow[]>`
    select ${db.unsafe(COLUMNS)} from circles c where c.id = ${id} and c.deleted_at is null`;
  return row;
}

export async function renameCircle(tx: Tx, id: string, name: string, at: Date): Promise<void> {
  await tx`update circles set name = ${name}, updated_at = ${at} where id = ${id}`;
}

/** The circle's tombstone (its version was bumped by the write that deletes it). */
export async function tombstoneCircle(tx: Tx, id: string, at: Date): Promise<void> {
  await tx`update circles set deleted_at = ${at}, updated_at = ${at} where id = ${id}`;
}

/** The live circles a person is in, the longest-joined first. */
export function circlesOf(db: Queryable, userId: number): Promise<MyCircleRow[]> {
  return db<MyCircleRow[]>`
    select ${db.unsafe(COLUMNS)}, m.role, m.joined_at,
           (select count(*)::int from circle_members o where o.circle_id = c.id and o.left_at is null) as member_count
    from circle_members m join circles c on c.id = m.circle_id
    where m.user_id = ${userId} and m.left_at is null and c.deleted_at is null
    order by m.joined_at, c.id`;
}
