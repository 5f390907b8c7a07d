import { CIRCLE_LIMITS, type CircleDetail, type CircleMembership, type CircleSummary } from '@reign/contract';
import { memberName, uuidv7 } from '@reign/domain';
import type { Queryable, Sql } from '../../db/connect';
import { isoRequired } from '../../lib/dates';
import { HttpError } from '../../lib/http-error';
import { lockUser } from '../users';
import {
  type CircleWrite,
  circleNotFound,
  leaderOf,
  memberOf,
  type Release,
  runCircleWrite,
} from './circle-access';
import { revokeInvites } from './circle-invite-repository';
import { countCirclesOf, liveMembers, markLeft, putMember } from './circle-member-repository';
import { circlesOf, findCircle, insertCircle, renameCircle, tombstoneCircle } from './circle-repository';

// A circle itself: made, listed, read, renamed and deleted.

/** 409 past CIRCLE_LIMITS.circlesPerPerson (a new circle, or a join). */
export async function refuseAtCircleLimit(db: Queryable, userId: number): Promise<void> {
  const limit = CIRCLE_LIMITS.circlesPerPerson;
  if ((await countCirclesOf(db, userId)) >= limit)
    throw new HttpError(409, { code: 'circle.tooManyCircles', values: { limit } }, { code: 'circle_limit' });
}

/** The circles the person is in, with their role and member counts. */
export async function listCircles(db: Queryable, userId: number): Promise<CircleSummary[]> {
  return (await circlesOf(db, userId)).map((c) => ({
    id: c.id,
    name: c.name,
    role: c.role,
    memberCount: c.memberCount,
    version: Number(c.version),
  }));
}

/** The circles the person is in, as their account export lists them. */
export async function circleMemberships(db: Queryable, userId: number): Promise<CircleMembership[]> {
  return (await circlesOf(db, userId)).map((c) => ({
    id: c.id,
    name: c.name,
    role: c.role,
    joinedAt: isoRequired(c.joinedAt),
  }));
}

/** A circle with its members, for one of them; 404 for anyone else. */
export async function readCircle(db: Queryable, circleId: string, userId: number): Promise<CircleDetail> {
  const circle = await findCircle(db, circleId);
  if (!circle) throw circleNotFound();
  const me = await memberOf(db, circleId, userId);
  const members = await liveMembers(db, circleId);
  return {
    id: circle.id,
    name: circle.name,
    role: me.role,
    memberCount: members.length,
    version: Number(circle.version),
    createdAt: isoRequired(circle.createdAt),
    updatedAt: isoRequired(circle.updatedAt),
    members: members.map((m) => ({
      userId: m.userId,
      name: memberName(m),
      role: m.role,
      joinedAt: isoRequired(m.joinedAt),
    })),
  };
}

/** Makes a circle whose maker leads it (up to CIRCLE_LIMITS.circlesPerPerson for the maker). */
export async function createCircle(sql: Sql, userId: number, name: string, at: Date): Promise<CircleDetail> {
  const circleId = uuidv7();
  return sql.begin(async (tx) => {
    await lockUser(tx, userId);
    await refuseAtCircleLimit(tx, userId);
    await insertCircle(tx, { id: circleId, name, createdBy: userId, at });
    await putMember(tx, { circleId, userId, role: 'leader', version: 1, at });
    return readCircle(tx, circleId, userId);
  }) as Promise<CircleDetail>;
}

/** A leader renames the circle. */
export function renameCircleAs(
  sql: Sql,
  who: { userId: number; circleId: string; at: Date },
  name: string,
): Promise<CircleDetail> {
  return runCircleWrite(sql, who, async (w) => {
    await leaderOf(w.tx, w.circleId, w.userId);
    await renameCircle(w.tx, w.circleId, name, w.at);
    return readCircle(w.tx, w.circleId, w.userId);
  });
}

/**
 * Deletes the circle inside a write: every member leaves (their shared requests stop being shared,
 * `release`), every invitation is revoked, the circle is a tombstone.
 */
export async function endCircle(w: CircleWrite, release: Release): Promise<void> {
  const members = (await liveMembers(w.tx, w.circleId)).map((m) => m.userId);
  await release(w, members);
  await markLeft(w.tx, w.circleId, members, w.version, w.at);
  await revokeInvites(w.tx, w.circleId, w.version, w.at);
  await tombstoneCircle(w.tx, w.circleId, w.at);
}

/** Someone joined between reading the members and locking them: the write is made again. */
class MembersMoved extends Error {}

/**
 * A leader deletes the circle for everyone in it. Every member's row is locked before the
 * circle's (their requests shared with it stop being shared in the same write); should someone
 * join in between, it is tried again.
 */
export async function deleteCircle(
  sql: Sql,
  who: { userId: number; circleId: string; at: Date },
  release: Release,
): Promise<void> {
  await leaderOf(sql, who.circleId, who.userId);
  for (let attempt = 1; ; attempt++) {
    const locked = new Set((await liveMembers(sql, who.circleId)).map((m) => m.userId));
    try {
      return await runCircleWrite(sql, { ...who, lockPeople: [...locked] }, async (w) => {
        await leaderOf(w.tx, w.circleId, w.userId);
        if ((await liveMembers(w.tx, w.circleId)).some((m) => !locked.has(m.userId)))
          throw new MembersMoved();
        await endCircle(w, release);
      });
    } catch (err) {
      if (!(err instanceof MembersMoved) || attempt >= 5) throw err;
    }
  }
}
