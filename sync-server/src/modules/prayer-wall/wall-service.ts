import {
  type MyWallRequest,
  type PrayerWall,
  WALL_LIMITS,
  type WallReportBody,
  type WallRequest,
  type WallRequestBody,
} from '@reign/contract';
import { uuidv7 } from '@reign/domain';
import type { Queryable, Sql, Tx } from '../../db/connect';
import { forbidden, HttpError, notFound } from '../../lib/http-error';
import { lockUser } from '../users';
import type { DayCount } from './day-count';
import { countPrayedSince, findPrayed, insertPrayed } from './wall-prayed-repository';
import { countReportsSince, insertReport } from './wall-report-repository';
import {
  countPostedSince,
  findRequest,
  insertRequest,
  isOnWall,
  markDeleted,
  requestsOf,
  wallRequests,
} from './wall-request-repository';
import { readSettings } from './wall-settings-repository';
import { myView, wallView } from './wall-views';

// The wall as members use it: read it, post to it, delete their own, report, pray.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who asks, and when. */
export interface Asking {
  userId: number;
  at: Date;
}

type LimitCode = 'prayerWall.tooManyPosted' | 'prayerWall.tooManyReported' | 'prayerWall.tooManyPrayed';

/**
 * 429 once the person has done `limit` of these in 24 hours (counted with their row locked), with
 * Retry-After: when the oldest of them leaves the 24 hours.
 */
async function refuseAtDayLimit(
  count: (since: Date) => Promise<DayCount>,
  at: Date,
  code: LimitCode,
  limit: number,
): Promise<void> {
  const done = await count(new Date(at.getTime() - DAY_MS));
  if (done.count < limit) return;
  const freed = (done.oldest ?? at).getTime() + DAY_MS;
  const seconds = Math.max(1, Math.ceil((freed - at.getTime()) / 1000));
  throw new HttpError(
    429,
    { code, values: { limit } },
    { code: 'rate_limited', headers: { 'retry-after': String(seconds) } },
  );
}

export const wallNotFound = () => notFound({ code: 'prayerWall.notFound' });

/** The open wall's requests; a closed wall lists none. */
export async function readWall(db: Queryable, who: Asking): Promise<PrayerWall> {
  const { open } = await readSettings(db);
  if (!open) return { open, requests: [] };
  const rows = await wallRequests(db, who.userId, who.at, { limit: WALL_LIMITS.listed });
  return { open, requests: rows.map(wallView) };
}

export async function listMine(db: Queryable, who: Asking): Promise<MyWallRequest[]> {
  return (await requestsOf(db, who.userId, WALL_LIMITS.listed)).map((row) => myView(row, who.at));
}

/** The most wall requests an export holds: years of the daily bound. */
const EXPORTED_MAX = 10_000;

/** Every wall request of the person's, with its status, for their account export. */
export async function exportedRequests(db: Queryable, userId: number, at: Date): Promise<MyWallRequest[]> {
  return (await requestsOf(db, userId, EXPORTED_MAX)).map((row) => myView(row, at));
}

/** A member posts a request to the open wall: it waits for the moderator (WALL_LIMITS.requestsPerDay). */
export async function postRequest(sql: Sql, who: Asking, body: WallRequestBody): Promise<MyWallRequest> {
  const id = uuidv7();
  return sql.begin(async (tx) => {
    if (!(await readSettings(tx)).open) throw forbidden({ code: 'prayerWall.closed' });
    await lockUser(tx, who.userId);
    const limit = WALL_LIMITS.requestsPerDay;
    await refuseAtDayLimit(
      (since) => countPostedSince(tx, who.userId, since),
      who.at,
      'prayerWall.tooManyPosted',
      limit,
    );
    const row = {
      id,
      authorId: who.userId,
      anonymous: body.anonymous ?? false,
      title: body.title,
      at: who.at,
    };
    await insertRequest(tx, { ...row, details: body.details ?? null });
    const stored = await findRequest(tx, id);
    if (!stored) throw wallNotFound();
    return myView(stored, who.at);
  }) as Promise<MyWallRequest>;
}

/** The author deletes their own request; anyone else is told there is no such request. */
export async function deleteMine(db: Queryable, who: Asking, id: string): Promise<void> {
  if (!(await markDeleted(db, id, who.userId, who.at))) throw wallNotFound();
}

/**
 * A member's act on a request of the open wall (404 when closed or not on it), in one transaction
 * with the person's row locked: their day's count and their write cannot race another of theirs.
 */
function onTheWall<T>(sql: Sql, who: Asking, id: string, act: (tx: Tx) => Promise<T>): Promise<T> {
  return sql.begin(async (tx) => {
    if (!(await readSettings(tx)).open || !(await isOnWall(tx, id, who.at))) throw wallNotFound();
    await lockUser(tx, who.userId);
    return act(tx);
  }) as Promise<T>;
}

/**
 * A member reports a request on the wall: it is hidden at once, until the moderator looks. Once per
 * person and request (again changes nothing); WALL_LIMITS.reportsPerDay.
 */
export async function report(sql: Sql, who: Asking, id: string, body: WallReportBody): Promise<void> {
  await onTheWall(sql, who, id, async (tx) => {
    const limit = WALL_LIMITS.reportsPerDay;
    await refuseAtDayLimit(
      (since) => countReportsSince(tx, who.userId, since),
      who.at,
      'prayerWall.tooManyReported',
      limit,
    );
    await insertReport(tx, {
      requestId: id,
      reporterId: who.userId,
      reason: body.reason ?? null,
      at: who.at,
    });
  });
}

/** 'I prayed' for a request on the wall, one row per tap (WALL_LIMITS.prayedPerDay). */
export async function prayFor(sql: Sql, who: Asking, id: string, tapId: string): Promise<WallRequest> {
  return onTheWall(sql, who, id, async (tx) => {
    // a tap sent again (its answer lost) is the one already counted; an id someone else's tap has
    // is not theirs to reuse: this tap gets its own
    const earlier = await findPrayed(tx, tapId);
    if (earlier?.userId !== who.userId || earlier.requestId !== id) {
      await refuseAtDayLimit(
        (since) => countPrayedSince(tx, who.userId, since),
        who.at,
        'prayerWall.tooManyPrayed',
        WALL_LIMITS.prayedPerDay,
      );
      const tap = earlier ? uuidv7() : tapId;
      await insertPrayed(tx, { id: tap, requestId: id, userId: who.userId, at: who.at });
    }
    const [row] = await wallRequests(tx, who.userId, who.at, { id });
    if (!row) throw wallNotFound();
    return wallView(row);
  });
}
