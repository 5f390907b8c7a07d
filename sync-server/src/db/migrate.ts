import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Sql } from './connect';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));

/** Any fixed number; every Reign server takes this lock before migrating. */
const MIGRATION_LOCK_KEY = 727_466_001;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Reads NNNN_name.sql files in order. Numbers must be unique and files are never edited once shipped. */
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const files = readdirSync(dir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort();
  const seen = new Set<number>();
  return files.map((file) => {
    const version = Number(file.slice(0, 4));
    if (seen.has(version)) throw new Error(`Two migrations share the number ${version}`);
    seen.add(version);
    return { version, name: file.replace(/\.sql$/, ''), sql: readFileSync(`${dir}/${file}`, 'utf8') };
  });
}

/**
 * Applies the pending migrations in one transaction under a transaction-scoped advisory lock: a
 * second server starting at the same moment waits, then finds nothing left to do. Returns the
 * versions it applied.
 */
export async function migrate(sql: Sql, migrations: Migration[] = readMigrations()): Promise<number[]> {
  return sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`;
    await tx`
      create table if not exists schema_migrations (
        version integer primary key,
        name text not null,
        applied_at timestamptz not null default now()
      )`;
    const rows = await tx<{ version: number }[]>`select version from schema_migrations`;
    const applied = new Set(rows.map((r) => r.version));
    const done: number[] = [];
    for (const m of migrations) {
      if (applied.has(m.version)) continue;
      await tx.unsafe(m.sql);
      await tx`insert into schema_migrations (version, name) values (${m.version}, ${m.name})`;
      done.push(m.version);
    }
    return done;
  });
}
