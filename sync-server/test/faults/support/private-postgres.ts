// A private PostgreSQL server for one fault-test file: initdb in a temporary directory, started on a
// free loopback port, and stopped, restarted or killed by the test. It never touches the shared
// server on 5432. PostgreSQL refuses to run as root, so as root every command runs as `postgres`.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll } from 'vitest';
import { stopAllServers } from '../../support/server-process';
import { freePort } from '../../support/throwaway.mjs';

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database?: string): string;
  port: number;
  /** creates an empty database and answers its URL */
  createDatabase(name: string): Promise<string>;
  /** pg_ctl stop -m fast: sessions are ended, the server is down until start() */
  stop(): void;
  start(): void;
  /** the server's log, for failure messages */
  log(): string;
  /** stops the server (immediately) and removes its directory; safe to call twice */
  destroy(): void;
}

/** The directory of PostgreSQL's programs: PG_BIN, else the newest /usr/lib/postgresql/<n>/bin. */
function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0])
    throw new Error('PostgreSQL programs not found: install postgresql (or set PG_BIN to its bin directory)');
  return join(root, versions[0], 'bin');
}

const asRoot = process.getuid?.() === 0;

function run(program: string, args: string[], what: string): void {
  const [command, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
  const result = spawnSync(command, argv, { encoding: 'utf8', timeout: 60_000 });
  if (result.status !== 0) {
    throw new Error(
      `${what} failed (${result.status ?? result.signal}): ${result.stderr || result.stdout || result.error}`,
    );
  }
}

/** initdb + start; throws (and cleans up) when PostgreSQL cannot be started, so the tests fail. */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'reign-faults-pg-'));
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'postgres.log');
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=60`;
  const pgCtl = join(bin, 'pg_ctl');
  let destroyed = false;

  const db: PrivatePostgres = {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async createDatabase(name) {
      const admin = postgres(db.url(), { max: 1, onnotice: () => {} });
      try {
        await admin.unsafe(`create database ${name}`);
      } finally {
        await admin.end();
      }
      return db.url(name);
    },
    stop: () => run(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop'], 'pg_ctl stop'),
    start: () => run(pgCtl, ['-D', dataDir, '-o', options, '-l', logFile, '-w', 'start'], 'pg_ctl start'),
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-4000) : ''),
    destroy() {
      if (destroyed) return;
      destroyed = true;
      if (existsSync(join(dataDir, 'postmaster.pid'))) {
        try {
          run(pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], 'pg_ctl stop');
        } catch {
          // already down
        }
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  // a test process that dies without its afterAll still stops its PostgreSQL
  process.once('exit', () => db.destroy());

  try {
    run(
      join(bin, 'initdb'),
      ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'],
      'initdb',
    );
    db.start();
  } catch (err) {
    const log = db.log();
    db.destroy();
    throw new Error(`the private PostgreSQL could not be started: ${(err as Error).message}\n${log}`);
  }
  return db;
}

/**
 * A fault-test file's private PostgreSQL with one database `name`, made before the file's tests;
 * after them every server process the file started is stopped and PostgreSQL is destroyed. `pg`
 * and `url` are there from the file's own beforeAll on.
 */
export function privateDatabaseForFile(name: string): { pg: PrivatePostgres; url: string } {
  const stage = { url: '' } as { pg: PrivatePostgres; url: string };
  beforeAll(async () => {
    stage.pg = await startPrivatePostgres();
    stage.url = await stage.pg.createDatabase(name);
  });
  afterAll(async () => {
    await stopAllServers();
    stage.pg?.destroy();
  });
  return stage;
}
