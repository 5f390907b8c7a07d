import type { Queryable, Tx } from '../../db/connect';

// circle_invites: a circle's invitations, each kept as the SHA-256 hashes of its code and token.

export interface InviteRow {
  id: string;
  circleId: string;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  uses: number;
}

const COLUMNS = 'id, circle_id, created_at, expires_at, revoked_at, uses';

export interface NewInvite {
  id: string;
  circleId: string;
  codeHash: string;
  tokenHash: string;
  createdBy: number;
  at: Date;
  expiresAt: Date;
  version: number;
}

/** Inserts an invitation; undefined when its code or token hash is another's already (make new secrets). */
export async function insertInvite(tx: Tx, i: NewInvite): Promise<InviteRow | undefined> {
  const [row] = await tx<InviteRow[]>`
    insert into circle_invites (id, circle_id, code_hash, token_hash, created_by, created_at, expires_at, version)
    values (${i.id}, ${i.circleId}, ${i.codeHash}, ${i.tokenHash}, ${i.createdBy}, ${i.at}, ${i.expiresAt}, ${i.version})
    on conflict do nothing
    returning ${tx.unsafe(COLUMNS)}`;
  return row;
}

/** The invitation whose code or token has this hash, in whatever state. */
export async function findInviteByHash(
  db: Queryable,
  hash: { codeHash: string } | { tokenHash: string },
): Promise<InviteRow | undefined> {
  const where = 'codeHash' in hash ? db`code_hash = ${hash.codeHash}` : db`token_hash = ${hash.tokenHash}`;
  const [row] = await db<InviteRow[]>`select ${db.unsafe(COLUMNS)} from circle_invites where ${where}`;
  return row;
}

/** The circle's invitations neither revoked nor expired at `now`, the oldest first. */
export function liveInvites(db: Queryable, circleId: string, now: Date): Promise<InviteRow[]> {
  return db<InviteRow[]>`
    select ${db.unsafe(COLUMNS)} from circle_invites
    where circle_id = ${circleId} and revoked_at is null and expires_at > ${now}
    order by created_at, id`;
}

/** The invitation of this circle, locked (the circle's other invitations are none of its business). */
export async function findInvite(tx: Tx, circleId: string, id: string): Promise<InviteRow | undefined> {
  const [row] = await tx<InviteRow[]>`
    select ${tx.unsafe(COLUMNS)} from circle_invites where circle_id = ${circleId} and id = ${id} for update`;
  return row;
}

/** Revokes invitations of the circle that are not revoked yet (all of them without `id`). */
export async function revokeInvites(
  tx: Tx,
  circleId: string,
  version: number,
  at: Date,
  id?: string,
): Promise<void> {
  await tx`
    update circle_invites set revoked_at = ${at}, version = ${version}
    where circle_id = ${circleId} and revoked_at is null ${id === undefined ? tx`` : tx`and id = ${id}`}`;
}

/** One more person joined through the invitation. */
export async function countInviteUse(tx: Tx, circleId: string, id: string, version: number): Promise<void> {
  await tx`
    update circle_invites set uses = uses + 1, version = ${version} where circle_id = ${circleId} and id = ${id}`;
}
