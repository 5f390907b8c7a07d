import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

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

/**
 * Starts PGlite stored in `dir` (or in memory for 'memory://') and a PostgreSQL wire-protocol server
 * in front of it, so the app talks to it through postgres.js exactly as it talks to a real server.
 */
export async function startEmbeddedPostgres(dir: string, maxConnections = 4): Promise<EmbeddedPostgres> {
  const inMemory = dir === 'memory://';
  if (!inMemory) mkdirSync(dir, { recursive: true });
  const db = await PGlite.create(inMemory ? undefined : dir);
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
    },
  };
}

/** A postgres:// URL for a TCP endpoint, for tools and child processes. */
export function endpointUrl(endpoint: EmbeddedEndpoint): string | undefined {
  return 'port' in endpoint ? `postgres://postgres@${endpoint.host}:${endpoint.port}/postgres` : undefined;
}
