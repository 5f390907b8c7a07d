// The databases the benchmarks run on, found the same way by each of them.
// PostgreSQL: BENCH_DATABASE_URL (a server; a throwaway database is made and dropped), else
// TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres if it answers.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';

export interface BenchDatabase {
  kind: 'postgres' | 'embedded';
  /** postgres:// URL of the database; none for the embedded one, which openDatabase starts itself */
  url: string | undefined;
  /** what the tables say about it */
  label: string;
  drop(): Promise<void>;
}

/** A new, empty database on the PostgreSQL server, or undefined (with the reason printed). */
export async function throwawayPostgres(): Promise<BenchDatabase | undefined> {
  const server =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = postgres(server, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    const name = `reign_bench_${process.pid}_${Date.now().toString(36)}`;
    const [{ version } = { version: '?' }] = await admin<
      { version: string }[]
    >`select current_setting('server_version') as version`;
    await admin.unsafe(`create database ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    return {
      kind: 'postgres',
      url: url.toString(),
      label: `PostgreSQL ${version.split(' ')[0]} at ${url.host}`,
      drop: async () => {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  } catch (err) {
    console.log(`PostgreSQL not measured (${(err as Error).message})`);
    await admin.end();
    return undefined;
  }
}

/**
 * The embedded database exactly as the server starts it without DATABASE_URL (PGlite behind
 * pglite-socket, pool of 1), under a temporary DATA_DIR.
 */
export function embeddedTarget(): BenchDatabase & { dataDir: string } {
  const dataDir = mkdtempSync(join(tmpdir(), 'reign-bench-'));
  return {
    kind: 'embedded',
    url: undefined,
    dataDir,
    label: 'embedded PGlite (pglite-socket, pool of 1)',
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** The machine, for the record beside the figures. */
export function machine(): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const load = loadavg().map((l) => l.toFixed(2));
  return `${cpus().length} × ${cpu}, Node ${process.version}, load average ${load.join(' ')}`;
}
