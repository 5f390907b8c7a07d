import { type ModeratedWallRequest, WALL_LIMITS, type WallQueue, type WallSettings } from '@reign/contract';
import type { Queryable, Sql } from '../../db/connect';
import { conflict } from '../../lib/http-error';
import { clearReports, openReportsOf } from './wall-report-repository';
import {
  decidePending,
  findRequest,
  markRemoved,
  type NamedWallRow,
  queueRequests,
} from './wall-request-repository';
import { wallNotFound } from './wall-service';
import { readSettings, writeSettings } from './wall-settings-repository';
import { moderatedView } from './wall-views';

// Moderating the wall (the administrator): its settings, the queues, and the word on each request.

const DAY_MS = 24 * 60 * 60 * 1000;

export const wallSettingsOf = (db: Queryable): Promise<WallSettings> => readSettings(db);

export const changeWallSettings = (db: Queryable, settings: WallSettings, at: Date): Promise<WallSettings> =>
  writeSettings(db, settings, at);

async function withReports(db: Queryable, rows: NamedWallRow[], at: Date): Promise<ModeratedWallRequest[]> {
  const reports = await openReportsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) =>
    moderatedView(
      row,
      at,
      reports.filter((r) => r.requestId === row.id),
    ),
  );
}

async function moderated(db: Queryable, id: string, at: Date): Promise<ModeratedWallRequest> {
  const row = await findRequest(db, id);
  if (!row) throw wallNotFound();
  const [view] = await withReports(db, [row], at);
  if (!view) throw wallNotFound();
  return view;
}

export async function wallQueue(db: Queryable, at: Date): Promise<WallQueue> {
  const [pending, reported] = await Promise.all([
    queueRequests(db, 'pending', WALL_LIMITS.listed),
    queueRequests(db, 'reported', WALL_LIMITS.listed),
  ]);
  return { pending: await withReports(db, pending, at), reported: await withReports(db, reported, at) };
}

/** Approves or rejects a pending request (409 when it is pending no more); approved, it stays the set days. */
export async function decide(
  sql: Sql,
  id: string,
  status: 'approved' | 'rejected',
  at: Date,
): Promise<ModeratedWallRequest> {
  return sql.begin(async (tx) => {
    await moderated(tx, id, at);
    const { expiryDays } = await readSettings(tx);
    const decision =
      status === 'approved'
        ? { status, at, expiresAt: new Date(at.getTime() + expiryDays * DAY_MS) }
        : { status };
    if (!(await decidePending(tx, id, decision))) throw conflict({ code: 'prayerWall.notPending' });
    return moderated(tx, id, at);
  }) as Promise<ModeratedWallRequest>;
}

/** Keeps a reported request: its reports are cleared and it shows again (409 with none open). */
export async function keep(sql: Sql, id: string, at: Date): Promise<ModeratedWallRequest> {
  return sql.begin(async (tx) => {
    await moderated(tx, id, at);
    if ((await clearReports(tx, id, at)) === 0) throw conflict({ code: 'prayerWall.notReported' });
    return moderated(tx, id, at);
  }) as Promise<ModeratedWallRequest>;
}

/** Removes a request for good (pending, approved or reported); its reports are looked at. */
export async function remove(sql: Sql, id: string, at: Date): Promise<ModeratedWallRequest> {
  return sql.begin(async (tx) => {
    await moderated(tx, id, at);
    await markRemoved(tx, id);
    await clearReports(tx, id, at);
    return moderated(tx, id, at);
  }) as Promise<ModeratedWallRequest>;
}
