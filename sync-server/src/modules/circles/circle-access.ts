import { leads } from '@reign/domain';
import type { Queryable, Sql, Tx } from '../../db/connect';
import { forbidden, notFound } from '../../lib/http-error';
import type { CircleScope } from '../user-data';
import { lockUsers } from '../users';
import { findMember, type MemberRow } from './circle-member-repository';
import { bumpCircleVersion } from './circle-repository';

// Who may do what in a circle: only its live members read it (anyone else, the administrator
// included, gets 404 as for another person's rows); only its leaders change it (a member 403).

export const circleNotFound = () => notFound({ code: 'circle.notFound' });

/** A write to one circle's rows: its transaction, the version it bumped to, who asks and when. */
export interface CircleWrite {
  tx: Tx;
  circleId: string;
  version: number;
  userId: number;
  at: Date;
}

/**
 * What a member's leaving takes with it besides the membership: their requests shared with the
 * circle (the prayers module's rule, given by app.ts). The people it names were locked before the
 * circle (`runCircleWrite`'s `lockPeople`).
 */
export type Release = (w: CircleWrite, userIds: readonly number[]) => Promise<void>;

/**
 * Runs a write of one circle's rows in a transaction that first bumps the circle's version (so
 * every row it changes carries that version, and the circle's writes commit one at a time). A
 * circle that is not there, or deleted, is 404. `lockPerson` (the asking person) and `lockPeople`:
 * their rows are locked first (a join counts the person's circles; leaving changes their
 * requests), always before the circle's, as every write of a person's rows and a circle's does,
 * so no two writes wait on each other.
 */
export function runCircleWrite<T>(
  sql: Sql,
  who: { userId: number; circleId: string; at: Date; lockPerson?: boolean; lockPeople?: readonly number[] },
  write: (w: CircleWrite) => Promise<T>,
): Promise<T> {
  return sql.begin(async (tx) => {
    const people = [...(who.lockPeople ?? []), ...(who.lockPerson ? [who.userId] : [])];
    await lockUsers(tx, people);
    const version = await bumpCircleVersion(tx, who.circleId);
    if (version === undefined) throw circleNotFound();
    return write({ tx, circleId: who.circleId, version, userId: who.userId, at: who.at });
  }) as Promise<T>;
}

/** The asking person's live membership of the circle; 404 when they are not in it. */
export async function memberOf(db: Queryable, circleId: string, userId: number): Promise<MemberRow> {
  const me = await findMember(db, circleId, userId);
  if (!me || me.leftAt) throw circleNotFound();
  return me;
}

/** The asking person's membership when they lead the circle: 404 for outsiders, 403 for members. */
export async function leaderOf(db: Queryable, circleId: string, userId: number): Promise<MemberRow> {
  const me = await memberOf(db, circleId, userId);
  if (!leads(me.role)) throw forbidden({ code: 'circle.leadersOnly' });
  return me;
}

/**
 * A person's write that also writes a circle's rows (a shared request, an 'I prayed'), inside the
 * person's transaction, whose row it holds already: the circle's version is bumped (its row locked
 * after the person's). The transaction's one circle (`scope`); 404 for a circle not there.
 */
export async function enterCircle(
  ctx: { tx: Tx; userId: number; at: string; circle: CircleScope },
  circleId: string,
): Promise<CircleWrite> {
  ctx.circle.enter(circleId);
  const version = await bumpCircleVersion(ctx.tx, circleId);
  if (version === undefined) throw circleNotFound();
  return { tx: ctx.tx, circleId, version, userId: ctx.userId, at: new Date(ctx.at) };
}
