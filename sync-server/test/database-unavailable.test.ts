import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { type Database, reconnectDelaySeconds, type Sql } from '../src/db/connect';
import { as, registerUser, testConfig } from './support/harness';
import { refusal } from './support/refusal';

/**
 * The run's database behind a Unix socket of our own, as the embedded database is reached. Cutting
 * it closes every connection and removes the socket file, as a second process opening the embedded
 * database's files once did: every new connection then fails with ENOENT.
 */
async function databaseBehindSocket() {
  const target = new URL(inject('databaseUrl'));
  const dir = mkdtempSync(join(tmpdir(), 'reign-sock-'));
  const path = join(dir, '.s.PGSQL.5432');
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = createConnection({ host: target.hostname, port: Number(target.port || 5432) });
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => s.destroy());
      s.on('close', () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(path, resolve));
  // postgres.js as the server opens it (connect.ts), but through the socket
  const sql = postgres({
    path,
    username: decodeURIComponent(target.username) || 'postgres',
    password: decodeURIComponent(target.password) || undefined,
    database: target.pathname.slice(1),
    max: 1,
    backoff: reconnectDelaySeconds,
    transform: postgres.camel,
    onnotice: () => {},
  }) as unknown as Sql;
  return {
    database: { sql, kind: 'postgres', close: () => sql.end({ timeout: 1 }) } satisfies Database,
    cut: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
      rmSync(path, { force: true });
    },
    cleanUp: () => rmSync(dir, { recursive: true, force: true }),
  };
}

describe('when the database cannot be reached', () => {
  it('answers 503 unavailable, never signed out, and no 500', async () => {
    const db = await databaseBehindSocket();
    const app = await buildApp({ config: testConfig(), database: db.database });
    try {
      const user = await registerUser(app);
      expect((await as(app, user).get('/api/user')).statusCode).toBe(200);
      await db.cut();
      // the driver sees its connection closed before the next query
      await new Promise((r) => setTimeout(r, 300));

      const unavailable = refusal({ code: 'server.databaseUnavailable' }, 'unavailable');
      for (const res of [
        await as(app, user).get('/api/user'),
        await as(app, user).get('/api/goals'),
        await as(app, user).post('/api/goals', { title: 'T', description: 'd', targetDate: '2027-01-01' }),
        await app.inject({
          method: 'POST',
          url: '/api/register',
          payload: { username: 'after_the_cut', password: 'secret123' },
        }),
      ]) {
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual(unavailable);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    } finally {
      await app.close().catch(() => {});
      db.cleanUp();
    }
  }, 30_000);
});
