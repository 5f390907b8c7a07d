import { pullPage, type SyncTable } from '@reign/contract';
import { centralDate } from '@reign/domain';
import { MemoryServer } from './server/memory-server';

/**
 * The server side of a simulated run: the in-memory server (thousands of seeds in minutes), or the
 * real one of the engine tests (real-backend.ts), behind one interface.
 */

/** The server's live rows by table and id: each row as pull gives it, and its version. */
export type Snapshot = Map<SyncTable, Map<string, { row: Record<string, unknown>; version: number }>>;

export interface SimBackend {
  /** the account's user id (plans' ids are made from it) */
  userId: number;
  isPaidMember: boolean;
  /** the account's fetch: its session, the server behind it */
  fetch: typeof fetch;
  baseUrl: string;
  /** the run's clock (ms): the devices' clocks are it plus their skews */
  clock(): number;
  /** moves the run's clock on */
  advance(ms: number): void;
  /** today's Central date by the server's clock */
  serverToday(): string;
  /** the server restarts: the next `requests` are refused; with `crashAfter`, it dies in the next push after that many mutations */
  restart(requests: number, crashAfter: number | undefined): void;
  /** the server is up and stays up */
  heal(): void;
  /** the in-memory server, for the checks that read its log */
  memory?: MemoryServer;
}

/** Every live row of the account, read through pull from cursor 0 (tombstones dropped). */
export async function snapshotOf(backend: Pick<SimBackend, 'fetch' | 'baseUrl'>): Promise<Snapshot> {
  const rows: Snapshot = new Map();
  let cursor = 0;
  for (;;) {
    const response = await backend.fetch(`${backend.baseUrl}/api/sync/pull?cursor=${cursor}&limit=1000`);
    if (!response.ok) throw new Error(`snapshot pull: ${response.status}`);
    const page = pullPage.parse(await response.json()) as {
      changes: { table: SyncTable; id: string; version: number; deleted?: boolean; row?: unknown }[];
      cursor: number;
      hasMore: boolean;
    };
    for (const c of page.changes) {
      const table = rows.get(c.table) ?? new Map();
      rows.set(c.table, table);
      if (c.deleted || !c.row) table.delete(c.id);
      else table.set(c.id, { row: c.row as Record<string, unknown>, version: c.version });
    }
    cursor = page.cursor;
    if (!page.hasMore) return rows;
  }
}

/** When the in-memory server's runs start: a fixed day, moved by the seed (ms). */
const START = Date.UTC(2026, 2, 1, 15, 0, 0);

/** A backend on a new in-memory server. */
export function memoryBackend(seed: number, options: { isPaidMember: boolean; perTransaction: number }) {
  let now = START + (seed % 400) * 86_400_000 + (seed % 24) * 3_600_000;
  const server = new MemoryServer({ ...options, clock: () => now });
  const backend: SimBackend = {
    userId: 1 + (seed % 1000),
    isPaidMember: options.isPaidMember,
    fetch: server.fetch,
    baseUrl: '',
    clock: () => now,
    advance: (ms) => {
      now += ms;
    },
    serverToday: () => centralDate(new Date(server.now())),
    restart: (requests, crashAfter) =>
      crashAfter === undefined ? server.restart(requests) : server.crashDuringNextPush(crashAfter, requests),
    heal: () => server.heal(),
    memory: server,
  };
  return backend;
}
