import type { Sql } from '../../db/connect';

/** The cheapest statement the database must answer: the health check's probe. */
export async function ping(sql: Sql): Promise<void> {
  await sql`select 1`;
}
