import type { Session } from 'fastify';
import type { Sql } from '../db/connect';
import { databaseUnavailable, isDatabaseUnavailable } from '../lib/database-unavailable';

/**
 * A store failure as @fastify/session should see it. It takes a get() error with code ENOENT for
 * "no such session" (a file store's convention) and carries on signed out; an unreachable database
 * (its socket gone answers ENOENT too) must answer 503 instead, never 'signed out'.
 */
function storeError(err: unknown): Error {
  if (isDatabaseUnavailable(err)) return databaseUnavailable();
  if ((err as { code?: unknown }).code === 'ENOENT')
    return new Error(`session store: ${(err as Error).message}`);
  return err as Error;
}

type Callback = (err?: unknown) => void;
type GetCallback = (err: unknown, session?: Session | null) => void;

/**
 * @fastify/session store kept in PostgreSQL, so sessions survive restarts and are shared by every
 * server process. user_id is stored beside the session so all of a user's sessions can be ended.
 */
export class PostgresSessionStore {
  constructor(
    private readonly sql: Sql,
    private readonly maxAgeMs: number,
  ) {}

  get(sid: string, callback: GetCallback): void {
    this.sql<{ sess: Session }[]>`select sess from sessions where sid = ${sid} and expires_at > now()`.then(
      (rows) => callback(null, rows[0]?.sess ?? null),
      (err) => callback(storeError(err)),
    );
  }

  set(sid: string, session: Session, callback: Callback): void {
    const expires = session.cookie.expires
      ? new Date(session.cookie.expires)
      : new Date(Date.now() + this.maxAgeMs);
    const userId = typeof session.userId === 'number' ? session.userId : null;
    const sess = JSON.parse(JSON.stringify(session)) as Record<string, unknown>;
    this.sql`
      insert into sessions (sid, sess, user_id, expires_at)
      values (${sid}, ${this.sql.json(sess as never)}, ${userId}, ${expires})
      on conflict (sid) do update set sess = excluded.sess, user_id = excluded.user_id, expires_at = excluded.expires_at`.then(
      () => callback(),
      (err) => callback(storeError(err)),
    );
  }

  destroy(sid: string, callback: Callback): void {
    this.sql`delete from sessions where sid = ${sid}`.then(
      () => callback(),
      (err) => callback(storeError(err)),
    );
  }
}

export async function pruneExpiredSessions(sql: Sql): Promise<number> {
  const rows = await sql`delete from sessions where expires_at <= now() returning sid`;
  return rows.length;
}

/** Ends every session of a user (password reset, account removal). */
export async function destroyUserSessions(sql: Sql, userId: number): Promise<number> {
  const rows = await sql`delete from sessions where user_id = ${userId} returning sid`;
  return rows.length;
}

/** Ends every session of a user but `keepSid` (sign out everywhere else, a password change). */
export async function destroyOtherUserSessions(sql: Sql, userId: number, keepSid: string): Promise<number> {
  const rows = await sql`delete from sessions where user_id = ${userId} and sid <> ${keepSid} returning sid`;
  return rows.length;
}
