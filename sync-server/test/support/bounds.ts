import { SYNC_SCHEMA_VERSION } from '@reign/contract';
import { uuidv7 } from '@reign/domain';
import type { FastifyInstance } from 'fastify';
import { as, makePaidMember, registerUser } from './harness';

/** The synced tables the bounds tests fill. */
export type Table = 'prayer_requests' | 'user_tasks' | 'user_goals';

/**
 * `n` live rows of the user in one statement (reaching a limit through the API would take minutes);
 * `step` apart in created_at, the newest first.
 */
export async function seed(app: FastifyInstance, table: Table, userId: number, n: number, step = '1 second') {
  const { sql } = app.db;
  const at = sql`now() - g * ${step}::interval`;
  if (table === 'user_goals') {
    await sql`insert into user_goals (id, user_id, title, description, target_date, created_at)
      select gen_random_uuid(), ${userId}, 'Goal ' || g, '', '2030-01-01', ${at} from generate_series(1, ${n}) g`;
  } else {
    await sql`insert into ${sql(table)} (id, user_id, title, created_at)
      select gen_random_uuid(), ${userId}, 'Row ' || g, ${at} from generate_series(1, ${n}) g`;
  }
}

/** How many live rows the user has in `table`. */
export async function live(app: FastifyInstance, table: Table, userId: number): Promise<number> {
  const [row] = await app.db.sql<{ n: number }[]>`
    select count(*)::int as n from ${app.db.sql(table)} where user_id = ${userId} and deleted_at is null`;
  return row?.n ?? 0;
}

/** A new user (a paid member when asked), its REST calls and a sync push of its own client. */
export async function signedIn(app: FastifyInstance, paid = false) {
  const user = await registerUser(app);
  if (paid) await makePaidMember(app, user.user.id);
  const me = as(app, user);
  const clientId = `client-${uuidv7()}`;
  const push = (mutations: unknown[]) =>
    me.post('/api/sync/push', { clientId, schemaVersion: SYNC_SCHEMA_VERSION, mutations });
  return { id: user.user.id, me, push };
}
