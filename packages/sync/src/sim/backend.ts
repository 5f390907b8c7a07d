import { type ErrorCode, type MutationName, pullPage, type SyncTable } from '@reign/contract';

/**
 * The server side of a simulated run, as the run needs it. A runner gives it: sync-server's tests
 * give the server's own app (its routes, services and repositories on a real database), so the
 * simulation proves the server that ships, never a copy of it.
 */

/** The server's rows of one account by table and id: each row as pull gives it, and its version. */
export type Snapshot = Map<SyncTable, Map<string, { row: Record<string, unknown>; version: number }>>;

/** One account of the run, signed in: its devices sync through `fetch`. */
export interface SimAccount {
  /** the account's user id (plans' and verse marks' ids are made from it) */
  userId: number;
  isPaidMember: boolean;
  /** a fetch that carries the account's session, to the server behind `baseUrl` */
  fetch: typeof fetch;
}

/** A mutation the server processed, as its own record of results says. */
export interface Processed {
  id: string;
  name: MutationName;
  status: 'applied' | 'rejected';
  code: ErrorCode | undefined;
  /** when the server processed it (ISO): the write time its rows took */
  at: string;
  /** the client whose push brought it: a conflict it leaves names it */
  clientId: string;
}

export interface SimBackend {
  baseUrl: string;
  /**
   * the run's accounts: the first has several devices; then a stranger that shares nothing with it
   * (when the scenario has one), then the friends of the scenario's circle
   */
  accounts: readonly SimAccount[];
  /** the run's clock (ms): the server's time, and the devices' clocks plus their skews */
  clock(): number;
  /**
   * The server's last time given (ms): every later write of the server is after it, so a circle's
   * membership changed by a request is known to hold for every mutation processed after this.
   */
  serverNow(): number;
  /** moves the run's clock on */
  advance(ms: number): void;
  /**
   * The server restarts: the next `requests` are refused; with `crashAfter`, it first dies during
   * the next push, once that push has committed `crashAfter` transactions (the open one is lost).
   */
  restart(requests: number, crashAfter: number | undefined): void;
  /** the server is up and stays up */
  heal(): void;
  /** the mutations the server processed for an account, in the order it processed them */
  processed(userId: number): Promise<Processed[]>;
}

/**
 * Every row of an account, read through pull from cursor 0: live rows, and with `tombstones` the
 * ids of deleted rows too (as `deleted`).
 */
export async function snapshotOf(
  baseUrl: string,
  account: Pick<SimAccount, 'fetch'>,
): Promise<{ live: Snapshot; deleted: Map<SyncTable, Set<string>> }> {
  const live: Snapshot = new Map();
  const deleted = new Map<SyncTable, Set<string>>();
  let cursor = 0;
  for (;;) {
    const response = await account.fetch(`${baseUrl}/api/sync/pull?cursor=${cursor}&limit=1000`);
    if (!response.ok) throw new Error(`snapshot pull: ${response.status}`);
    const page = pullPage.parse(await response.json()) as {
      changes: { table: SyncTable; id: string; version: number; deleted?: boolean; row?: unknown }[];
      cursor: number;
      hasMore: boolean;
    };
    for (const c of page.changes) {
      const table = live.get(c.table) ?? new Map();
      live.set(c.table, table);
      const gone = deleted.get(c.table) ?? new Set();
      deleted.set(c.table, gone);
      if (c.deleted || !c.row) {
        table.delete(c.id);
        gone.add(c.id);
      } else {
        table.set(c.id, { row: c.row as Record<string, unknown>, version: c.version });
        gone.delete(c.id);
      }
    }
    cursor = page.cursor;
    if (!page.hasMore) return { live, deleted };
  }
}
