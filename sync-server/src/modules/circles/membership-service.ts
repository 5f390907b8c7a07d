import type { CircleDetail, CircleRole } from '@reign/contract';
import { afterDeparture, leavesNoLeader } from '@reign/domain';
import type { Sql } from '../../db/connect';
import { HttpError, notFound } from '../../lib/http-error';
import { type CircleWrite, leaderOf, memberOf, type Release, runCircleWrite } from './circle-access';
import { circleIdsOf, findMember, liveMembers, markLeft, setMemberRole } from './circle-member-repository';
import { endCircle, readCircle } from './circle-service';

// Leaving, removing and roles: a circle always keeps a leader while it has members (docs/decisions.md).

type Who = { userId: number; circleId: string; at: Date };

const memberNotFound = () => notFound({ code: 'circle.memberNotFound' });

/**
 * `userId` leaves the circle inside a write: their requests shared with it stop being shared
 * (`release`). With nobody left the circle is deleted; with members but no leader, the
 * longest-standing member leads.
 */
async function depart(w: CircleWrite, userId: number, release: Release): Promise<void> {
  await release(w, [userId]);
  await markLeft(w.tx, w.circleId, [userId], w.version, w.at);
  const remaining = await liveMembers(w.tx, w.circleId);
  const next = afterDeparture(remaining);
  if (next.kind === 'delete') await endCircle(w, release);
  if (next.kind === 'promote') await setMemberRole(w.tx, w.circleId, next.userId, 'leader', w.version);
}

/** A member leaves the circle (their row locked first: their shared requests change). */
export function leaveCircle(sql: Sql, who: Who, release: Release): Promise<void> {
  return runCircleWrite(sql, { ...who, lockPerson: true }, async (w) => {
    await memberOf(w.tx, w.circleId, w.userId);
    await depart(w, w.userId, release);
  });
}

/** A leader removes a member (whose row is locked first); anyone removing themselves leaves. */
export function removeMember(sql: Sql, who: Who, userId: number, release: Release): Promise<void> {
  if (userId === who.userId) return leaveCircle(sql, who, release);
  return runCircleWrite(sql, { ...who, lockPeople: [userId] }, async (w) => {
    await leaderOf(w.tx, w.circleId, w.userId);
    const them = await findMember(w.tx, w.circleId, userId);
    if (!them || them.leftAt) throw memberNotFound();
    await depart(w, userId, release);
  });
}

/** A leader makes a member a leader, or a leader a member; the circle keeps at least one leader. */
export function setRole(sql: Sql, who: Who, userId: number, role: CircleRole): Promise<CircleDetail> {
  return runCircleWrite(sql, who, async (w) => {
    await leaderOf(w.tx, w.circleId, w.userId);
    const members = await liveMembers(w.tx, w.circleId);
    const them = members.find((m) => m.userId === userId);
    if (!them) throw memberNotFound();
    if (leavesNoLeader(members, userId, role)) throw new HttpError(409, { code: 'circle.lastLeader' });
    if (them.role !== role) await setMemberRole(w.tx, w.circleId, userId, role, w.version);
    return readCircle(w.tx, w.circleId, w.userId);
  });
}

/**
 * The person leaves every circle they are in, by the rule of leaving, each circle in a write of its
 * own (no transaction spans two circles). Account deletion calls this before the account goes.
 */
export async function leaveAllCircles(sql: Sql, userId: number, at: Date, release: Release): Promise<void> {
  for (const circleId of await circleIdsOf(sql, userId)) {
    await leaveCircle(sql, { userId, circleId, at }, release).catch((err: unknown) => {
      // gone meanwhile (deleted, or left on another device): nothing is left to leave
      if (!(err instanceof HttpError && err.statusCode === 404)) throw err;
    });
  }
}
