import { ApiError } from '@reign/contract/api-error';
import { type CircleChange, circleChange, circleSyncRoutes } from '@reign/contract/circle-sync';
import { circleRoutes } from '@reign/contract/circles';
import { MAX_PULL_PAGE, pullPage } from '@reign/contract/sync';
import type { Table } from 'dexie';
import * as z from 'zod/mini';
import { circleTablesOf, type ReignDb } from '../device/database';
import { getMeta } from '../device/meta';
import type { CircleCursors } from '../device/types';
import { CircleBackoff } from './circle-backoff';
import { callSync, type SyncTransport } from './transport';

// The circles' pull on the device (issue 52, docs/sync-protocol.md 'Circles'): after the person's
// own pull, GET /api/circles says which circles they are in and each one's version. A circle whose
// version differs from the cursor kept for it is pulled from that cursor; the rows of a circle no
// longer listed (left, removed, deleted) leave the device with its cursor.

/** A circle's page read leniently: each change on its own (one this build cannot read is skipped). */
const circlePage = z.object({ changes: pullPage.shape.changes, cursor: z.int(), hasMore: z.boolean() });
const pullRoute = { ...circleSyncRoutes.circleSyncPull, response: circlePage };

/** Rows per page of a circle's pull unless the engine says otherwise (a circle's rows are few and small). */
const CIRCLE_PULL_PAGE = 500;

type CircleTable = Table<{ circleId: string; id: string; version: number }, [string, string]>;
const tableOf = (db: ReignDb, name: CircleChange['table']) => db[name] as unknown as CircleTable;

/** Writes one circle's changes and its new cursor together: a crash resumes after the last page written. */
async function writeCirclePage(
  db: ReignDb,
  circleId: string,
  changes: readonly CircleChange[],
  cursor: number,
) {
  await db.transaction('rw', [...circleTablesOf(db), db.meta], async () => {
    for (const c of changes) {
      const table = tableOf(db, c.table);
      if (c.deleted || !c.row) await table.delete([circleId, c.id]);
      else await table.put({ ...c.row, circleId, version: c.version });
    }
    const cursors = await getMeta<CircleCursors>(db, 'circleCursors', {});
    await db.meta.put({ key: 'circleCursors', value: { ...cursors, [circleId]: cursor } });
  });
}

/** Pulls one circle from its cursor, page by page, each written with its cursor as it arrives. */
async function pullCircle(db: ReignDb, t: SyncTransport, circleId: string, version: number, limit: number) {
  let cursor = (await getMeta<CircleCursors>(db, 'circleCursors', {}))[circleId] ?? 0;
  for (;;) {
    const route = { ...pullRoute, path: pullRoute.path.replace(':id', encodeURIComponent(circleId)) };
    const page = await callSync(t, route, { query: { cursor, limit } });
    const changes: CircleChange[] = [];
    for (const raw of page.changes) {
      const read = circleChange.safeParse(raw);
      if (read.success) changes.push(read.data);
    }
    // The list's version was read before this pull's snapshot: once the pull is through, the
    // circle is known up to it even when its last writes left no row this member sees.
    cursor = page.hasMore ? page.cursor : Math.max(page.cursor, version);
    await writeCirclePage(db, circleId, changes, cursor);
    if (!page.hasMore) return;
  }
}

/**
 * Keeps the person's list of circles (the circle screens show it offline) and removes from this
 * device the rows and cursors of every circle not in it, together.
 */
async function keepCircleList(db: ReignDb, circles: readonly { id: string }[]) {
  const listed = new Set(circles.map((c) => c.id));
  await db.transaction('rw', [...circleTablesOf(db), db.meta], async () => {
    await db.meta.put({ key: 'circleList', value: circles });
    for (const table of circleTablesOf(db)) {
      const here = (await table.orderBy('circleId').uniqueKeys()) as string[];
      for (const circleId of here.filter((id) => !listed.has(id)))
        await table.where('circleId').equals(circleId).delete();
    }
    const cursors = await getMeta<CircleCursors>(db, 'circleCursors', {});
    const kept = Object.fromEntries(Object.entries(cursors).filter(([id]) => listed.has(id)));
    await db.meta.put({ key: 'circleCursors', value: kept });
  });
}

/**
 * Brings every circle of the person up to date. No answer at all (offline) throws, as the person's
 * pull does (the engine retries); any other failure of the list changes nothing and waits for the
 * next flush; a circle whose pull fails keeps the pages written before it and waits its `backoff`
 * (the engine keeps one) while the others are pulled.
 */
export async function pullCircles(
  db: ReignDb,
  t: SyncTransport,
  limit = CIRCLE_PULL_PAGE,
  backoff = new CircleBackoff(),
): Promise<void> {
  if (circleTablesOf(db).length === 0) return;
  let circles: { id: string; version: number }[];
  try {
    circles = await callSync(t, circleRoutes.listCircles, {});
  } catch (err) {
    if (err instanceof ApiError && err.code === 'network') throw err;
    return;
  }
  await keepCircleList(db, circles);
  backoff.keepOnly(new Set(circles.map((c) => c.id)));
  const cursors = await getMeta<CircleCursors>(db, 'circleCursors', {});
  for (const circle of circles) {
    if (cursors[circle.id] === circle.version || backoff.waits(circle.id)) continue;
    try {
      await pullCircle(db, t, circle.id, circle.version, Math.min(limit, MAX_PULL_PAGE));
      backoff.succeeded(circle.id);
    } catch (err) {
      // left or removed between the list and its pull (404): the next list drops its rows
      if (err instanceof ApiError && err.code === 'network') throw err;
      backoff.failed(circle.id);
    }
  }
}
