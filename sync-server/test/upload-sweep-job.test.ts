import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type Database, openDatabase } from '../src/db/connect';
import { silentMp3, testConfig } from './support/harness';

// An embedded database of its own: running due jobs here takes no other file's jobs.
let dir: string;
let database: Database;
let app: FastifyInstance;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'reign-sweep-job-'));
  database = await openDatabase({ url: undefined, dataDir: dir, poolSize: 1 });
  app = await buildApp({ config: testConfig(), database });
}, 60_000);
afterAll(async () => {
  await app?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const upload = async (hoursAgo: number): Promise<string> => {
  const saved = await app.storage.save('audio', Readable.from(silentMp3(5)), 1 << 20, async () => ({
    ext: 'mp3',
  }));
  if (!saved.ok) throw new Error(String(saved.reason));
  await app.db.sql`insert into uploads (url, created_at)
    values (${saved.url}, now() - make_interval(hours => ${hoursAgo}))`;
  return saved.url;
};
const served = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;

describe('the hourly sweep of unused uploads', () => {
  it('runs as a job: removes unused uploads over a day old, keeps newer ones, and comes back in an hour', async () => {
    const old = await upload(25);
    const fresh = await upload(1);
    expect(await served(old)).toBe(200);

    expect(await app.jobs.runDue()).toBe(1);
    expect(await served(old)).toBe(404);
    expect(await served(fresh)).toBe(200);

    const [job] = await app.db.sql<{ runAt: Date }[]>`
      select run_at from jobs where kind = 'upload-sweep' and key = 'hourly'`;
    const inMs = (job?.runAt.getTime() ?? 0) - Date.now();
    expect(inMs).toBeGreaterThan(59 * 60_000);
    expect(inMs).toBeLessThanOrEqual(60 * 60_000);
    expect(await app.jobs.runDue()).toBe(0);
  });

  it('a sweep that fails (the database away) is logged and the job comes back in an hour, never dropped', async () => {
    await app.db.sql`update jobs set run_at = now() where kind = 'upload-sweep'`;
    const { sql } = app.db;
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    // the sweep reads app.db.sql when it runs; the runner keeps the connection it was built with
    app.db.sql = new Proxy(sql, { apply: () => Promise.reject(refused) });
    try {
      expect(await app.jobs.runDue()).toBe(1);
    } finally {
      app.db.sql = sql;
    }
    const [job] = await sql<{ runAt: Date; attempts: number }[]>`
      select run_at, attempts from jobs where kind = 'upload-sweep' and key = 'hourly'`;
    expect((job?.runAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(job?.attempts).toBe(0);
  });
});
