import postgres from 'postgres';
import { inject } from 'vitest';
import type { Database, Sql } from '../../src/db/connect';
import { databaseKind } from './harness';

/** What the app asked of the database: statements sent and rows it read back. */
export interface Reads {
  queries: number;
  rows: number;
}

/**
 * The run's database as connectTestDatabase opens it, counting every statement sent (postgres.js
 * `debug`) and every row read back (its row transform), to assert what a request costs without
 * timing it. `reads` is live: take one before a request and subtract (`readsDuring`).
 */
export function countedDatabase(): { database: Database; reads: Reads } {
  const reads: Reads = { queries: 0, rows: 0 };
  const sql = postgres(inject('databaseUrl'), {
    transform: {
      ...postgres.camel,
      row: (row) => {
        reads.rows += 1;
        return row;
      },
    },
    debug: () => {
      reads.queries += 1;
    },
    max: databaseKind() === 'embedded' ? 1 : 4,
    onnotice: () => {},
  }) as unknown as Sql;
  return { database: { sql, kind: databaseKind(), close: () => sql.end({ timeout: 5 }) }, reads };
}

/** The statements and rows `work` made the app send and read. */
export async function readsDuring(reads: Reads, work: () => Promise<unknown>): Promise<Reads> {
  const before = { ...reads };
  await work();
  return { queries: reads.queries - before.queries, rows: reads.rows - before.rows };
}
