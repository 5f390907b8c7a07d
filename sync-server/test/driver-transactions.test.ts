import postgres from 'postgres';
import { describe, expect, inject, it } from 'vitest';
import { databaseUnavailable, isDatabaseUnavailable } from '../src/lib/database-unavailable';
import { databaseKind } from './support/harness';

// postgres.js 3.4.9 could send a transaction's BEGIN on a connection it had not reserved when the
// BEGIN filled the connection's pipeline (porsager/postgres#1189): about 1 request in 30,000 answered
// 500 UNSAFE_TRANSACTION under load (issue 53, item 4). patches/postgres@3.4.9.patch reserves the
// connection whenever BEGIN was written. max_pipeline: 0 makes every BEGIN the one that fills it.
describe('transactions through the patched driver', () => {
  it('runs sql.begin when BEGIN fills the pipeline, and unrelated queries stay outside it', async () => {
    // max_pipeline is a connection option postgres.js reads but its types leave out
    const options = { max: databaseKind() === 'embedded' ? 1 : 3, max_pipeline: 0 };
    const sql = postgres(inject('databaseUrl'), options as postgres.Options<Record<string, never>>);
    try {
      const inside = sql.begin(async (tx) => {
        const [row] = await tx`select txid_current_if_assigned() is null as fresh, 1 as one`;
        await tx`select pg_sleep(0.05)`;
        return row;
      });
      // while the transaction runs, another query must not find itself inside it
      const outside = sql`select now() = statement_timestamp() as alone`;
      const [done, [other]] = await Promise.all([inside, outside]);
      expect(done).toMatchObject({ one: 1 });
      expect(other).toBeDefined();
      const many = await Promise.all(
        Array.from({ length: 12 }, (_, i) => sql.begin((tx) => tx`select ${i}::int as n`)),
      );
      expect(many.map(([r]) => r?.n)).toEqual(Array.from({ length: 12 }, (_, i) => i));
      // no transaction was left open on the connections afterwards
      const [idle] = await sql<{ open: number }[]>`select count(*)::int as open from pg_stat_activity
        where datname = current_database() and state = 'idle in transaction'`;
      expect(idle?.open).toBe(0);
    } finally {
      await sql.end({ timeout: 5 });
    }
  });

  it('answers 503 with Retry-After if the driver still refuses a transaction, never 500', () => {
    const err = Object.assign(new Error('Only use sql.begin, sql.reserved or max: 1'), {
      code: 'UNSAFE_TRANSACTION',
    });
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect(databaseUnavailable().statusCode).toBe(503);
  });
});
