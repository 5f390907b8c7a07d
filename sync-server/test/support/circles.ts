import type { CircleDetail, CircleInviteMade } from '@reign/contract';
import { uuidv7 } from '@reign/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { putMember } from '../../src/modules/circles/circle-member-repository';
import { bumpCircleVersion } from '../../src/modules/circles/circle-repository';
import { insertUser } from '../../src/modules/users/user-repository';
import { as, registerUser, type SignedIn } from './harness';

/**
 * Circles as the app makes them: through the routes, and for a full circle (200 members, which
 * through sign-ups would take minutes) accounts and memberships through the app's repositories.
 */

/** A person with a display name no other test uses, signed in. */
export function newPerson(app: FastifyInstance, name = 'Person'): Promise<SignedIn> {
  return registerUser(app, { displayName: `${name} ${uuidv7().slice(-8)}` });
}

/** A circle its leader made, with a name no other test uses. */
export async function newCircle(
  app: FastifyInstance,
  leader: SignedIn,
  name?: string,
): Promise<CircleDetail> {
  const res = await as(app, leader).post('/api/circles', { name: name ?? `Circle ${uuidv7().slice(-12)}` });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** An invitation a leader made. */
export async function newInvite(
  app: FastifyInstance,
  leader: SignedIn,
  circleId: string,
  days?: number,
): Promise<CircleInviteMade> {
  const res = await as(app, leader).post(`/api/circles/${circleId}/invites`, days ? { days } : {});
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** Joins by a code or a token; answers the response. */
export const join = (app: FastifyInstance, who: SignedIn, by: { code: string } | { token: string }) =>
  as(app, who).post('/api/circles/join', by);

/** Joins by a code, which must work. */
export async function joined(app: FastifyInstance, who: SignedIn, code: string): Promise<CircleDetail> {
  const res = await join(app, who, { code });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The circle as one of its members reads it. */
export async function circleAs(app: FastifyInstance, who: SignedIn, circleId: string): Promise<CircleDetail> {
  const res = await as(app, who).get(`/api/circles/${circleId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The circle's rows as stored: its version, each member's row and each invitation's. */
export async function storedCircle(app: FastifyInstance, circleId: string) {
  const { sql } = app.db;
  const [circle] = await sql<{ version: string; deletedAt: Date | null; name: string }[]>`
    select version, deleted_at, name from circles where id = ${circleId}`;
  const members = await sql<
    { userId: number; role: string; version: string; leftAt: Date | null; deletedAt: Date | null }[]
  >`select user_id, role, version, left_at, deleted_at from circle_members where circle_id = ${circleId} order by user_id`;
  const invites = await sql<{ id: string; version: string; revokedAt: Date | null; uses: number }[]>`
    select id, version, revoked_at, uses from circle_invites where circle_id = ${circleId} order by created_at`;
  return {
    version: Number(circle?.version),
    deleted: circle?.deletedAt !== null,
    name: circle?.name,
    members: members.map((m) => ({ ...m, version: Number(m.version) })),
    invites: invites.map((i) => ({ ...i, version: Number(i.version) })),
  };
}

/**
 * `n` more members of the circle, accounts made through the users repository (they cannot sign in)
 * and joined in one write of the circle, as a join writes them.
 */
export async function addMembers(app: FastifyInstance, circleId: string, n: number): Promise<void> {
  await app.db.sql.begin(async (tx) => {
    const version = await bumpCircleVersion(tx, circleId);
    if (version === undefined) throw new Error(`no circle ${circleId}`);
    for (let i = 0; i < n; i++) {
      const tag = uuidv7().replace(/-/g, '').slice(-16);
      const user = await insertUser(tx, {
        username: `filler_${tag}`,
        passwordHash: 'not-a-hash',
        displayName: null,
        email: null,
        referralCode: `F${tag}`.slice(0, 32),
        referredBy: null,
      });
      if (typeof user === 'string') throw new Error(`could not add a member: ${user}`);
      await putMember(tx, { circleId, userId: user.id, role: 'member', version, at: new Date() });
    }
  });
}
