import type { MutationResult, SyncTable } from '@reign/contract';

/**
 * The in-memory sync server's database (sim/README.md): one account's synced rows per table, each
 * with its version and tombstone, the account's version counter (`users.sync_version`), each
 * client's last seq and stored results, and the log of every processed mutation. Writes go through
 * a journal, so a transaction and a savepoint roll back as PostgreSQL's do: a restart in the
 * middle of a push loses only what its transaction had not committed.
 */

/** A stored row: the contract's shape with `deleted`, as the domain's rules take it, and its version. */
export interface StoredRow {
  row: Record<string, unknown> & { deleted: boolean };
  version: number;
}

/** One processed mutation, in the order the server processed it (the model replays it: model.ts). */
export interface LogEntry {
  clientId: string;
  seq: number;
  id: string;
  name: string;
  /** the arguments as parsed by the contract (null when they did not parse) */
  args: unknown;
  /** the server's clock when it ran */
  at: string;
  result: MutationResult;
}

interface Client {
  lastSeq: number;
  results: Map<number, MutationResult>;
}

export class MemoryStore {
  /** the account's version counter */
  version = 0;
  readonly tables = new Map<SyncTable, Map<string, StoredRow>>();
  readonly log: LogEntry[] = [];
  private readonly clients = new Map<string, Client>();
  private journal: (() => void)[] | null = null;

  table(name: SyncTable): Map<string, StoredRow> {
    let rows = this.tables.get(name);
    if (!rows) {
      rows = new Map();
      this.tables.set(name, rows);
    }
    return rows;
  }

  /** A copy of the row under `id`, or undefined. */
  get(name: SyncTable, id: string): StoredRow | undefined {
    const found = this.table(name).get(id);
    return found && structuredClone(found);
  }

  /** Copies of every row of a table, oldest first (created, then id), as `order by created_at, id`. */
  all(name: SyncTable): StoredRow[] {
    const key = (r: StoredRow) => `${String(r.row.createdAt ?? '')}\u0000${String(r.row.id ?? '')}`;
    return [...this.table(name).values()]
      .map((r) => structuredClone(r))
      .sort((a, b) => key(a).localeCompare(key(b)));
  }

  /** Writes a row (a copy) at `version`, undone if the transaction or savepoint rolls back. */
  put(name: SyncTable, id: string, row: StoredRow['row'], version: number): void {
    const rows = this.table(name);
    const before = rows.get(id);
    this.undo(() => (before ? rows.set(id, before) : rows.delete(id)));
    rows.set(id, { row: structuredClone(row), version });
  }

  /** Bumps the account's counter by `count`; answers the first of the versions reserved. */
  reserveVersions(count: number): number {
    const before = this.version;
    this.undo(() => {
      this.version = before;
    });
    this.version += count;
    return before + 1;
  }

  lastSeq(clientId: string): number {
    return this.clients.get(clientId)?.lastSeq ?? 0;
  }

  storedResult(clientId: string, seq: number): MutationResult | undefined {
    return this.clients.get(clientId)?.results.get(seq);
  }

  /** Records processed mutations and the client's new last seq, and logs them (journaled). */
  record(clientId: string, processed: readonly LogEntry[], lastSeq: number): void {
    const client = this.clients.get(clientId) ?? { lastSeq: 0, results: new Map() };
    const before = { lastSeq: client.lastSeq, results: new Map(client.results), log: this.log.length };
    const existed = this.clients.has(clientId);
    this.undo(() => {
      client.lastSeq = before.lastSeq;
      client.results = before.results;
      this.log.length = before.log;
      if (!existed) this.clients.delete(clientId);
    });
    this.clients.set(clientId, client);
    for (const p of processed) {
      client.results.set(p.seq, p.result);
      this.log.push(p);
    }
    client.lastSeq = lastSeq;
  }

  private undo(step: () => void): void {
    this.journal?.push(step);
  }

  /**
   * Runs `work` as one transaction: everything it wrote is undone if it throws. The server runs one
   * request at a time (memory-server.ts), so no other write sees it half done.
   */
  async transaction<T>(work: () => Promise<T>): Promise<T> {
    if (this.journal) throw new Error('memory store: nested transaction');
    this.journal = [];
    try {
      const result = await work();
      this.journal = null;
      return result;
    } catch (err) {
      this.rollbackTo(0);
      this.journal = null;
      throw err;
    }
  }

  /** The journal's position: a savepoint. */
  savepoint(): number {
    if (!this.journal) throw new Error('memory store: savepoint outside a transaction');
    return this.journal.length;
  }

  /** Undoes every write after the savepoint. */
  rollbackTo(mark: number): void {
    const journal = this.journal;
    if (!journal) throw new Error('memory store: rollback outside a transaction');
    while (journal.length > mark) journal.pop()?.();
  }
}
