import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/connect';
import { freshDatabase, testConfig } from './support/harness';

const HOUR = 3_600_000;
let now = new Date('2026-11-20T08:00:00Z');
const clock = () => now;

/** A server on the new database (no administrator) with the test's clock, listening; its setup link. */
async function startServer(url: string, kind: 'postgres' | 'embedded') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'reign-setup-expiry-'));
  const config = testConfig({ DATABASE_URL: url, DATA_DIR: dataDir });
  const database = await openDatabase({ url, dataDir, poolSize: kind === 'embedded' ? 1 : 4 });
  const app = await buildApp({ config, database, clock }, { level: 'info', stream });
  await app.listen({ host: '127.0.0.1', port: 0 });
  let link: string | undefined;
  for (let i = 0; i < 50 && !link; i++) {
    link = lines.map((l) => JSON.parse(l).msg as string).find((m) => m?.includes('/setup?token='));
    if (!link) await new Promise((r) => setTimeout(r, 100));
  }
  const token = /token=([\w-]+)/.exec(link ?? '')?.[1] ?? '';
  return { app, link: link ?? '', token };
}

describe('setup links expire', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    fresh = await freshDatabase();
  });
  afterAll(() => fresh.drop());

  it('works for 24 hours; the next start after that prints a new link that works', async () => {
    const first = await startServer(fresh.url, fresh.kind);
    const status = (app: typeof first.app, token: string) =>
      app.inject({ method: 'GET', url: `/api/setup?token=${token}` }).then((r) => r.json().tokenValid);
    const claim = (app: typeof first.app, token: string) =>
      app.inject({
        method: 'POST',
        url: '/api/setup',
        payload: { token, username: 'late_admin', password: 'admin-password' },
      });
    try {
      expect(first.link).toMatch(/for 24 hours at most \(until 2026-11-21T08:00:00\.000Z\)/);
      now = new Date(now.getTime() + 23 * HOUR);
      expect(await status(first.app, first.token)).toBe(true);
      now = new Date(now.getTime() + 2 * HOUR);
      expect(await status(first.app, first.token)).toBe(false);
      const late = await claim(first.app, first.token);
      expect(late.statusCode).toBe(404);
      expect(late.json().message).toMatch(/setup link is not valid/);
    } finally {
      await first.app.close();
    }

    const second = await startServer(fresh.url, fresh.kind);
    try {
      expect(second.token).not.toBe(first.token);
      expect(await status(second.app, first.token)).toBe(false);
      expect(await status(second.app, second.token)).toBe(true);
      const made = await claim(second.app, second.token);
      expect(made.statusCode).toBe(201);
      expect(made.json()).toMatchObject({ id: 1, isAdmin: true });
    } finally {
      await second.app.close();
    }
  });
});
