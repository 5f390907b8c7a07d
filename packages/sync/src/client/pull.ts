import {
  type Change,
  change as changeSchema,
  type LostChanges,
  MAX_PULL_PAGE,
  pullPage,
  syncRoutes,
} from '@reign/contract/sync';
import type { Table } from 'dexie';
import type { ReignDb } from '../device/database';
import { syncedTablesOf, syncTables } from '../device/database';
import { getMeta } from '../device/meta';
import { readQueued } from '../device/outbox-format';
import { type ParkedChange, PROFILE_ID, type QueuedRow } from '../device/types';
import { applyLocal, completionIdsFor } from './apply';
import { outboxReport } from './outbox';
import { readParked } from './parked';
import { dropRowsPulledOver } from './pulled-over';
import { callSync, type SyncTransport } from './transport';

export interface PullOptions {
  /** rows per page (the server caps it at MAX_PULL_PAGE) */
  limit?: number;
  /** start from 0 and drop local rows the server does not have (resolving a dismissed rejection) */
  full?: boolean;
  /** the tables this build reads (default: all); others are parked (the simulation's older build) */
  knows?: (table: string) => boolean;
}

/** Every table the contract declares is read. */
const knowsEvery = () => true;

/** Rows written per request while applying a page (see writeChanges). */
const WRITE_SLICE = 20;

/**
 * Writes pulled changes: the server's rows (version and all), or their removal for tombstones. A
 * row named twice keeps its last change. One bulk write per table: a first pull of a year of
 * plans was 365 single puts, the longest task of a new device's first dashboard.
 */
async function writeChanges(db: ReignDb, changes: readonly Change[]): Promise<void> {
  const last = new Map<string, Change>();
  for (const c of changes) last.set(`${c.table}\u0000${c.id}`, c);
  const byTable = new Map<Change['table'], { puts: unknown[]; deletes: string[] }>();
  for (const c of last.values()) {
    const writes = byTable.get(c.table) ?? { puts: [], deletes: [] };
    byTable.set(c.table, writes);
    const id = c.table === 'profile' ? PROFILE_ID : c.id;
    if (c.deleted || !c.row) writes.deletes.push(id);
    else writes.puts.push({ ...c.row, id, version: c.version, deleted: false });
  }
  for (const [name, { puts, deletes }] of byTable) {
    const table = db[name] as unknown as Table<unknown, string>;
    if (deletes.length > 0) await table.bulkDelete(deletes);
    // In slices, each awaited: the transaction stays open between them, and the browser runs input
    // and paint in between (a hundred plans written at once were one 140 ms task on a slow phone).
    for (let i = 0; i < puts.length; i += WRITE_SLICE) await table.bulkPut(puts.slice(i, i + WRITE_SLICE));
  }
  await dropRowsPulledOver(db, changes);
}

/**
 * Re-applies the mutations the server has not processed yet on top of the pulled rows, in outbox
 * order, so a pending edit is never hidden by an older server row. Mutations at or below the
 * server's `lastAppliedSeq` are already inside the pulled rows and are skipped; they stay in the
 * outbox until a push hears their result (so a rejection whose answer was lost is still shown).
 */
async function reapplyPending(db: ReignDb, lastAppliedSeq: number, ids: Map<string, string>) {
  const offset = await getMeta(db, 'seqOffset', 0);
  const pending = (await db.outbox.orderBy('seq').toArray()) as QueuedRow[];
  for (const row of pending) {
    if (row.seq - offset <= lastAppliedSeq) continue;
    try {
      await applyLocal(db, readQueued(row), ids);
    } catch {
      // A mutation that no longer parses (or is from a newer build) changes nothing locally; the
      // server rejects it, or a newer build sends it.
    }
  }
}

/**
 * Rows per page unless the engine says otherwise. A page is parsed in one task: at 500, a new
 * device's first page (a year of plans) was a 120 ms parse on a slow phone (issue 19). At 100 it
 * is a fifth of that, and the next page is fetched while one is parsed, so the round trips cost
 * little. Writes go 20 rows a request (writeChanges), pages gathered (pullChanges).
 */
export const PULL_PAGE = 100;

/** The pull route read leniently: each change is read on its own (readPage), so one this build cannot read is parked. */
const pullRoute = { ...syncRoutes.syncPull, response: pullPage };

/** A page as this build reads it: the changes it can read, and those it keeps for a later build. */
interface Page {
  changes: Change[];
  parked: ParkedChange[];
  cursor: number;
  hasMore: boolean;
  lastAppliedSeq: number;
  lostChanges?: LostChanges[] | undefined;
}

/** Reads each change of a page with the contract's schema; one it cannot read is parked, not a failure. */
export function readPage(
  raw: { changes: readonly { table: string; id: string; version: number }[] },
  knows: (table: string) => boolean = knowsEvery,
) {
  const changes: Change[] = [];
  const parked: ParkedChange[] = [];
  for (const c of raw.changes) {
    const read = knows(c.table) ? changeSchema.safeParse(c) : { success: false as const };
    if (read.success) changes.push(read.data);
    else parked.push({ table: c.table, id: c.id, version: c.version, change: c });
  }
  return { changes, parked };
}

async function fetchPage(
  t: SyncTransport,
  clientId: string | null,
  cursor: number,
  limit: number,
  knows: (table: string) => boolean,
  extra: Record<string, string | number> = {},
): Promise<Page> {
  const raw = await callSync(t, pullRoute, {
    query: { cursor, limit, ...(clientId ? { clientId } : {}), ...extra },
  });
  return { ...raw, ...readPage(raw, knows) };
}

/** Keeps changes this build cannot read, the latest of each row (sync/parked.ts reads them later). */
async function park(db: ReignDb, parked: readonly ParkedChange[]): Promise<void> {
  if (parked.length > 0) await db.parked.bulkPut([...parked]);
}

/** Rows gathered from consecutive pages before they are written together (see pullChanges). */
const WRITE_BATCH_ROWS = 1000;

/**
 * Writes consecutive pages in one transaction, together with the pending re-apply and the last
 * page's cursor, so the screens never see a pending edit flicker back, and a crash mid-pull
 * resumes after the last written page. The last page's `lastAppliedSeq` covers the earlier ones':
 * every mutation it counts is in its rows or an earlier page's.
 */
async function writePages(db: ReignDb, pages: readonly Page[]): Promise<void> {
  const last = pages.at(-1);
  if (!last) return;
  const ids = await completionIdsFor(await db.outbox.toArray());
  await db.transaction('rw', syncTables(db), async () => {
    await writeChanges(
      db,
      pages.flatMap((page) => page.changes),
    );
    await park(
      db,
      pages.flatMap((page) => page.parked),
    );
    await reapplyPending(db, last.lastAppliedSeq, ids);
    await db.meta.bulkPut([
      { key: 'cursor', value: last.cursor },
      { key: 'lastAppliedSeq', value: last.lastAppliedSeq },
    ]);
    // another device's changes that never arrived: kept until the person has read it
    const lost = pages.flatMap((page) => page.lostChanges ?? []);
    if (lost.length > 0) await db.meta.put({ key: 'lostChanges', value: lost });
  });
}

/**
 * Pulls what changed on the server since the stored cursor, page by page while `hasMore`, the next
 * page asked for as soon as one arrives. Pages are gathered up to WRITE_BATCH_ROWS rows and written
 * together (writePages): a new device's first sync then changes the screens once, not once a page
 * (each change re-ran every live query and re-rendered the dashboard: issue 19). A page that fails
 * leaves the pages before it written.
 */
export async function pullChanges(db: ReignDb, t: SyncTransport, options: PullOptions = {}): Promise<number> {
  const limit = Math.min(options.limit ?? PULL_PAGE, MAX_PULL_PAGE);
  const knows = options.knows ?? knowsEvery;
  const clientId = await getMeta<string | null>(db, 'clientId', null);
  // what an older build of this device parked and this one can read
  await readParked(db, knows);
  if (options.full) return pullEverything(db, t, clientId, limit, knows);
  let next = fetchPage(t, clientId, await getMeta(db, 'cursor', 0), limit, knows, await outboxReport(db));
  let gathered: Page[] = [];
  let rows = 0;
  let received = 0;
  for (;;) {
    let page: Page;
    try {
      page = await next;
    } catch (error) {
      await writePages(db, gathered);
      throw error;
    }
    if (page.hasMore) {
      // the next page travels while this one is parsed and written; its failure is seen when awaited
      next = fetchPage(t, clientId, page.cursor, limit, knows);
      next.catch(() => {});
    }
    gathered.push(page);
    rows += page.changes.length;
    if (page.hasMore && rows < WRITE_BATCH_ROWS) continue;
    await writePages(db, gathered);
    received += rows;
    gathered = [];
    rows = 0;
    if (!page.hasMore) return received;
  }
}

/**
 * The whole account again: every table replaced by the server's rows (rows made here and never on
 * the server kept), then the pending outbox on top.
 */
async function pullEverything(
  db: ReignDb,
  t: SyncTransport,
  clientId: string | null,
  limit: number,
  knows: (table: string) => boolean,
): Promise<number> {
  const changes: Change[] = [];
  const parked: ParkedChange[] = [];
  let cursor = 0;
  let lastAppliedSeq = 0;
  for (;;) {
    const page = await fetchPage(t, clientId, cursor, limit, knows);
    changes.push(...page.changes);
    parked.push(...page.parked);
    cursor = page.cursor;
    lastAppliedSeq = page.lastAppliedSeq;
    if (!page.hasMore) break;
  }
  const ids = await completionIdsFor(await db.outbox.toArray());
  await db.transaction('rw', syncTables(db), async () => {
    // Rows made on this device that the server never had (version 0: a refused create the person
    // has not resolved yet, a conflict not pushed yet) are not the server's to take away: they stay
    // unless the server has them.
    for (const name of syncedTablesOf(db)) {
      const table = db[name] as unknown as Table<{ version: number }, string>;
      const local = await table.filter((r) => r.version === 0).toArray();
      await table.clear();
      if (name !== 'profile' && name !== 'dailyActions') await table.bulkPut(local);
    }
    await writeChanges(db, changes);
    await park(db, parked);
    await reapplyPending(db, lastAppliedSeq, ids);
    await db.meta.bulkPut([
      { key: 'cursor', value: cursor },
      { key: 'lastAppliedSeq', value: lastAppliedSeq },
    ]);
  });
  return changes.length;
}
