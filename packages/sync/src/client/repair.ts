import { type Change, MAX_PULL_PAGE, pullPage, type SyncTable, syncRoutes } from '@reign/contract/sync';
import type { Table } from 'dexie';
import { type ReignDb, syncedTablesOf } from '../device/database';
import { getMeta } from '../device/meta';
import { PROFILE_ID, type Repairs } from '../device/types';
import { rowChecksum, sumChecksums } from '../protocol/checksums';
import { readPage } from './pull';
import { callSync, type SyncTransport } from './transport';

/**
 * A device that drifted repairs itself (docs/sync-protocol.md, 'Repair'): when nothing waits to be
 * sent, the device compares each table's checksum with the server's, taken at the version it has
 * pulled to; a table that differs (a bug, an interrupted upgrade, a hand-edited database) is read
 * again whole and replaces the device's copy, and the repair is counted (`repairs` in meta, shown in
 * the sync details; the server logs the re-read).
 */

/** How often a device compares its checksums with the server's. */
export const CHECK_EVERY_MS = 6 * 3_600_000;

type Row = Record<string, unknown> & { version: number; deleted: boolean };

/**
 * Whether a table on this device agrees with the server's checksum: its live rows the server has (a
 * version) sum to the same, and no row waits for a deletion the server will never send. The check
 * runs only with nothing left to send and the pull caught up, so a row still marked deleted then is
 * drift (a row the server never had, deleted here with its goal, gets no tombstone).
 */
async function agrees(db: ReignDb, table: SyncTable, serverSum: number): Promise<boolean> {
  const rows = (await (db[table] as unknown as Table<Row>).toArray()) as Row[];
  if (rows.some((r) => r.version > 0 && r.deleted)) return false;
  const live = rows.filter((r) => r.version > 0 && !r.deleted);
  return sumChecksums(live.map((r) => rowChecksum(table, r, r.version))) === serverSum;
}

/** Every change of one table from the start (its tombstones too). */
async function readTable(t: SyncTransport, table: SyncTable, knows: (table: string) => boolean) {
  const changes: Change[] = [];
  let cursor = 0;
  for (;;) {
    const raw = await callSync(
      t,
      { ...syncRoutes.syncPull, response: pullPage },
      {
        query: { cursor, limit: MAX_PULL_PAGE, table },
      },
    );
    changes.push(...readPage(raw, knows).changes);
    cursor = raw.cursor;
    if (!raw.hasMore) return changes;
  }
}

/**
 * Compares and repairs; answers the tables it repaired (none when all agreed, or when the device or
 * the server moved on meanwhile: the next check tries again).
 */
export async function checkAndRepair(
  db: ReignDb,
  t: SyncTransport,
  options: { knows?: (table: string) => boolean; now?: () => Date } = {},
): Promise<SyncTable[]> {
  const knows = options.knows ?? (() => true);
  if ((await db.outbox.count()) > 0) return [];
  const server = await callSync(t, syncRoutes.syncChecksums, {});
  if (server.atVersion !== (await getMeta(db, 'cursor', 0))) return [];
  const differ: SyncTable[] = [];
  for (const table of syncedTablesOf(db)) {
    if (!knows(table) || (await db.parked.where('table').equals(table).count()) > 0) continue;
    if (!(await agrees(db, table, server.tables[table] ?? 0))) differ.push(table);
  }
  const now = (options.now?.() ?? new Date()).toISOString();
  for (const table of differ)
    await replaceTable(db, table, await readTable(t, table, knows), server.atVersion);
  if (differ.length > 0) {
    const before = await getMeta<Repairs>(db, 'repairs', { count: 0, lastAt: null, tables: [] });
    await db.meta.put({
      key: 'repairs',
      value: { count: before.count + differ.length, lastAt: now, tables: differ } satisfies Repairs,
    });
  }
  await db.meta.put({ key: 'checkedAt', value: now });
  return differ;
}

/**
 * The table as the server has it: its rows replaced by the server's live ones (rows the server never
 * had, version 0, kept), unless the device moved on meanwhile (a change queued, or a pull past the
 * version the checksums were of): then the next check tries again.
 */
async function replaceTable(db: ReignDb, table: SyncTable, changes: readonly Change[], atVersion: number) {
  const rows = db[table] as unknown as Table<Row, string>;
  await db.transaction('rw', [rows, db.outbox, db.meta], async () => {
    if ((await db.outbox.count()) > 0 || (await getMeta(db, 'cursor', 0)) !== atVersion) return;
    const local = (await rows.toArray()).filter((r) => r.version === 0);
    await rows.clear();
    await rows.bulkPut(local);
    const live = changes.filter((c) => !c.deleted && c.row && c.version <= atVersion);
    await rows.bulkPut(
      live.map((c) => ({
        ...(c.row as object),
        id: table === 'profile' ? PROFILE_ID : c.id,
        version: c.version,
        deleted: false,
      })) as Row[],
    );
  });
}
