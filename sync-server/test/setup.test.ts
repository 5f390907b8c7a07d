import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/connect';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { as, freshDatabase, registerUser, sessionCookieFrom, testConfig } from './support/harness';

/** A server on a new database (no administrator), listening, with its log lines kept. */
async function startServer(url: string, kind: 'postgres' | 'embedded', dataDir: string) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const config = testConfig({ DATABASE_URL: url, DATA_DIR: dataDir });
  const database = await openDatabase({ url, dataDir, poolSize: kind === 'embedded' ? 1 : 4 });
  const app = await buildApp({ config, database }, { level: 'info', stream });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const link = () => lines.map((l) => JSON.parse(l).msg as string).find((m) => m?.includes('/setup?token='));
  // the link is printed just after the server listens
  const waitForLink = async () => {
    for (let i = 0; i < 50 && !link(); i++) await new Promise((r) => setTimeout(r, 100));
    return link();
  };
  return { app, link, waitForLink };
}

describe('the first administrator of a new installation', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let server: Awaited<ReturnType<typeof startServer>>;
  const dataDir = mkdtempSync(join(tmpdir(), 'reign-setup-'));
  beforeAll(async () => {
    fresh = await freshDatabase();
    server = await startServer(fresh.url, fresh.kind, dataDir);
  });
  afterAll(async () => {
    await server.app.close();
    await fresh.drop();
  });

  it('prints a one-time link; sign-ups before it start at id 2; the link makes user id 1 once', async () => {
    const { app } = server;
    const link = await server.waitForLink();
    // the link stands on a line of its own
    expect(link).toMatch(
      /No administrator yet\. .* open\n\n {4}http:\/\/127\.0\.0\.1:\d+\/setup\?token=[\w-]{32}\n\n/,
    );
    const token = /token=([\w-]+)/.exec(link ?? '')?.[1] ?? '';

    // whoever registers first is an ordinary member
    const early = await registerUser(app);
    expect(early.user).toMatchObject({ id: 2, isAdmin: false });
    expect((await as(app, early).get('/api/admin/users')).statusCode).toBe(403);

    const status = (t: string) => app.inject({ method: 'GET', url: `/api/setup?token=${t}` });
    expect((await status('guess')).json()).toEqual({ administratorExists: false, tokenValid: false });
    expect((await status(token)).json()).toEqual({ administratorExists: false, tokenValid: true });

    const claim = (t: string, username = 'the_admin') =>
      app.inject({
        method: 'POST',
        url: '/api/setup',
        payload: { token: t, username, password: 'admin-password', email: 'admin@example.com' },
      });
    const wrong = await claim(`${token}x`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toMatch(/setup link is not valid/);
    expect((await claim(token, early.user.username)).json().message).toMatch(/already taken/);

    const made = await claim(token);
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ id: 1, username: 'the_admin', isAdmin: true });
    const admin = { cookies: sessionCookieFrom(made) };
    expect((await as(app, admin).get('/api/admin/users')).statusCode).toBe(200);

    // once: the token is spent, and a second claim of any kind is refused
    const again = await claim(token, 'second_admin');
    expect(again.statusCode).toBe(409);
    expect((await status(token)).json()).toEqual({ administratorExists: true, tokenValid: false });
    expect((await registerUser(app)).user.id).toBe(3);
  });

  it('prints no link once an administrator exists', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'reign-setup-'));
    const restarted = await startServer(fresh.url, fresh.kind, dir);
    try {
      await new Promise((r) => setTimeout(r, 500));
      expect(restarted.link()).toBeUndefined();
    } finally {
      await restarted.app.close();
    }
  });
});

describe('create-admin', () => {
  const createAdmin = (dataDir: string) =>
    spawnSync(
      process.execPath,
      ['node_modules/tsx/dist/cli.mjs', 'src/scripts/create-admin.ts', 'cli_admin', 'cli-password'],
      { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '' } },
    );

  // (with no server running it makes user id 1: the browser tests' runner uses it that way)
  it('refuses while a server has the embedded database open, touching nothing', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'reign-cli-'));
    const running = await startEmbeddedPostgres(join(dataDir, 'pglite'), 1);
    const socket = 'path' in running.endpoint ? running.endpoint.path : undefined;
    const sql = postgres({ ...running.endpoint, username: 'postgres', database: 'postgres', max: 1 });
    try {
      const refused = createAdmin(dataDir);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(/^Stop the server first: .*in use by another Reign process/);
      // the running database still answers, through its socket
      if (socket) expect(existsSync(socket)).toBe(true);
      expect(await sql`select 1 as one`).toEqual([{ one: 1 }]);
    } finally {
      await sql.end();
      await running.stop();
    }
  }, 60_000);
});
