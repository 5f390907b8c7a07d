import { join } from 'node:path';
import postgres from 'postgres';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded';

/** postgres.js with snake_case columns read and written as camelCase. */
export type Sql = postgres.Sql<Record<string, never>>;
/** A transaction handle (inside sql.begin); queries are written the same way. */
export type Tx = postgres.TransactionSql<Record<string, never>>;
/** Anything a repository can query through. */
export type Queryable = Sql | Tx;
export type DatabaseKind = 'postgres' | 'embedded';

export interface Database {
  sql: Sql;
  kind: DatabaseKind;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** a PostgreSQL URL; when missing, the embedded database under dataDir is started */
  url: string | undefined;
  dataDir: string;
  poolSize: number;
  onNotice?: (message: string) => void;
}

/**
 * Seconds a closed connection waits before reconnecting, after `retries` failed connections in the
 * pool. postgres.js counts every refused connection while the database is down, and its default
 * (3^retries / 100, up to 20 s) left the pool waiting 10 to 20 s after PostgreSQL was back from a
 * 2 s restart (test/faults/pg-restart.test.ts). Capped at 2 s, with jitter so processes spread out.
 */
export function reconnectDelaySeconds(retries: number): number {
  return Math.min(0.05 * 2 ** retries, 2) * (0.5 + Math.random() / 2);
}

const common = {
  transform: postgres.camel,
  connect_timeout: 10,
  idle_timeout: 60,
  max_lifetime: 60 * 30,
  backoff: reconnectDelaySeconds,
} satisfies postgres.Options<Record<string, never>>;

/** One code path for both: postgres.js talks to a PostgreSQL server or to the embedded PGlite. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const onnotice = (n: postgres.Notice) => options.onNotice?.(String(n.message));
  if (options.url) {
    const sql = postgres(options.url, { ...common, max: options.poolSize, onnotice }) as unknown as Sql;
    return { sql, kind: 'postgres', close: () => sql.end({ timeout: 5 }) };
  }
  const embedded: EmbeddedPostgres = await startEmbeddedPostgres(join(options.dataDir, 'pglite'), 1);
  const target =
    'path' in embedded.endpoint
      ? { path: embedded.endpoint.path }
      : { host: embedded.endpoint.host, port: embedded.endpoint.port };
  const sql = postgres({
    ...common,
    ...target,
    username: 'postgres',
    database: 'postgres',
    max: embedded.maxConnections,
    onnotice,
  }) as unknown as Sql;
  return {
    sql,
    kind: 'embedded',
    async close() {
      await sql.end({ timeout: 5 });
      await embedded.stop();
    },
  };
}
