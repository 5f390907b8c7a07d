import { existsSync, mkdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { keepNewFilesPrivate, tightenModes } from '../lib/private-files';

/** How postgres.js reaches the embedded database: a Unix socket when the path fits, else loopback TCP. */
export type EmbeddedEndpoint = { path: string } | { host: string; port: number };

export interface EmbeddedPostgres {
  endpoint: EmbeddedEndpoint;
  /**
   * PGlite is one backend: concurrent connections are multiplexed message by message, which is only
   * safe for one client connection at a time. Callers keep their pool at this size.
   */
  maxConnections: number;
  stop(): Promise<void>;
}

const UNIX_SOCKET_PATH_LIMIT = 100;
const LOCK_FILE = 'reign-server.pid';
/** The holder touches its pid file this often; one not touched for LOCK_STALE_MS belongs to no live server. */
const LOCK_TOUCH_MS = 20_000;
const LOCK_STALE_MS = 60_000;

/** Another process has the embedded database open: opening its files too would break the server. */
export class EmbeddedDatabaseInUse extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dir} is in use by another Reign process (pid ${pid}). Stop the server first.`,
    );
    this.name = 'EmbeddedDatabaseInUse';
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims the database folder for this process (a pid file it keeps touching), before any of its
 * files are touched; throws EmbeddedDatabaseInUse while a live process holds it. A pid file whose
 * process died, or that nobody touched for a minute (its pid reused after a crash), is taken over.
 * Answers the release.
 */
export function lockEmbeddedDatabase(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, LOCK_FILE);
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const holder = Number(readFileSync(file, 'utf8').trim());
    const fresh = Date.now() - statSync(file).mtimeMs < LOCK_STALE_MS;
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && fresh && processAlive(holder)) {
      throw new EmbeddedDatabaseInUse(dir, holder);
    }
    writeFileSync(file, String(process.pid));
  }
  const touch = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(file, now, now);
    } catch {
      // the folder went away; the next start takes the lock over
    }
  }, LOCK_TOUCH_MS);
  touch.unref();
  return () => {
    clearInterval(touch);
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
}

/**
 * Starts PGlite stored in `dir` (or in memory for 'memory://') and a PostgreSQL wire-protocol server
 * in front of it, so the app talks to it through postgres.js exactly as it talks to a real server.
 */
export async function startEmbeddedPostgres(dir: string, maxConnections = 4): Promise<EmbeddedPostgres> {
  const inMemory = dir === 'memory://';
  // owner-only files (the write-ahead log holds e-mail addresses and password hashes): new ones by
  // the umask; a fresh database's, which PGlite unpacks as 0666 whatever the umask, made so at once
  if (!inMemory) keepNewFilesPrivate();
  // one process at a time: a second one opening the files would delete the first one's socket
  const unlock = inMemory ? () => {} : lockEmbeddedDatabase(dir);
  let db: PGlite;
  try {
    const fresh = !inMemory && !existsSync(join(dir, 'PG_VERSION'));
    db = await PGlite.create(inMemory ? undefined : dir);
    if (fresh) await tightenModes(dir);
  } catch (err) {
    unlock();
    throw err;
  }
  const socketPath = inMemory ? undefined : join(dir, '.s.PGSQL.5432');
  const useSocket = socketPath !== undefined && socketPath.length < UNIX_SOCKET_PATH_LIMIT;
  if (useSocket) rmSync(socketPath, { force: true });
  const server = new PGLiteSocketServer(
    useSocket ? { db, path: socketPath, maxConnections } : { db, host: '127.0.0.1', port: 0, maxConnections },
  );
  await server.start();
  let endpoint: EmbeddedEndpoint;
  if (useSocket) {
    endpoint = { path: socketPath };
  } else {
    const [host = '127.0.0.1', port = '0'] = server.getServerConn().split(':');
    endpoint = { host, port: Number(port) };
  }
  return {
    endpoint,
    maxConnections,
    async stop() {
      await server.stop();
      await db.close();
      if (useSocket) rmSync(socketPath, { force: true });
      unlock();
    },
  };
}

/** A postgres:// URL for a TCP endpoint, for tools and child processes. */
export function endpointUrl(endpoint: EmbeddedEndpoint): string | undefined {
  return 'port' in endpoint ? `postgres://postgres@${endpoint.host}:${endpoint.port}/postgres` : undefined;
}
