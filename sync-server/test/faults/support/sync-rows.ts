// What a client's sync left in the database, read straight from its tables (the fault tests check
// what survived a restart or a kill, not what the API says).
import type postgres from 'postgres';

/** The last seq the server recorded as processed for this client of the user (0 for none). */
export async function lastSeqOf(sql: postgres.Sql, userId: number, clientId: string): Promise<number> {
  const [row] = await sql<{ seq: string }[]>`
    select last_seq::text as seq from sync_clients where user_id = ${userId} and client_id = ${clientId}`;
  return Number(row?.seq ?? 0);
}

/** How many mutation results the server recorded for the client, and how many of them applied. */
export async function recordedResults(
  sql: postgres.Sql,
  userId: number,
  clientId: string,
): Promise<{ n: number; applied: number }> {
  const [row] = await sql<{ n: number; applied: number }[]>`
    select count(*)::int as n, count(*) filter (where status = 'applied')::int as applied
    from sync_mutation_results where user_id = ${userId} and client_id = ${clientId}`;
  return row ?? { n: 0, applied: 0 };
}
