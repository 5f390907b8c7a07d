// Sync benchmark (figures, not a test): push of 1,000 queued mutations and pull of 10,000 rows,
// against the embedded database and, when reachable, PostgreSQL.
//   pnpm --filter @reign/sync-server bench
// PostgreSQL: BENCH_DATABASE_URL (a server; a throwaway database is made and dropped), else
// TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres if it answers.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_PUSH_BATCH, SYNC_SCHEMA_VERSION } from '@reign/contract';
import { uuidv7 } from '@reign/domain';
import postgres from 'postgres';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/connect';
import { endpointUrl, startEmbeddedPostgres } from '../src/db/embedded';

const PUSH_COUNT = 1000;
const PULL_ROWS = 10_000;

async function run(label: string, url: string) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'reign-bench-')),
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
    LOG_LEVEL: 'silent',
  });
  const embedded = label === 'embedded';
  const app = await buildApp({
    config,
    database: await openDatabase({ url, dataDir: config.dataDir, poolSize: embedded ? 1 : 10 }),
  });
  try {
    const reg = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: `bench_${Date.now().toString(36)}`, password: 'bench-password' },
    });
    const cookie = reg.cookies.find((c) => c.name === 'reign.sid')?.value ?? '';
    const userId = reg.json().id as number;
    const clientId = `bench-${uuidv7()}`;

    const mutations = Array.from({ length: PUSH_COUNT }, (_, i) => ({
      seq: i + 1,
      id: uuidv7(),
      name: 'task.create',
      args: { id: uuidv7(), title: `Task ${i}`, scheduledDate: '2026-11-21' },
    }));
    const pushStart = performance.now();
    for (let i = 0; i < mutations.length; i += MAX_PUSH_BATCH) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/sync/push',
        cookies: { 'reign.sid': cookie },
        payload: {
          clientId,
          schemaVersion: SYNC_SCHEMA_VERSION,
          mutations: mutations.slice(i, i + MAX_PUSH_BATCH),
        },
      });
      if (res.statusCode !== 200) throw new Error(`push failed: ${res.body}`);
    }
    const pushMs = performance.now() - pushStart;

    // the same rows with one plain INSERT each, for comparison
    const insertStart = performance.now();
    for (let i = 0; i < PUSH_COUNT; i++) {
      await app.db.sql`insert into user_tasks (id, user_id, title, scheduled_date, version)
                       values (${uuidv7()}, ${userId}, ${`Plain ${i}`}, '2026-11-21', 0)`;
    }
    const insertMs = performance.now() - insertStart;

    // top up to PULL_ROWS synced rows in one statement, each with its own version
    const missing = PULL_ROWS - PUSH_COUNT;
    await app.db.sql`
      insert into user_tasks (id, user_id, title, scheduled_date, version)
      select gen_random_uuid(), ${userId}, 'Row ' || g, '2026-11-21', 100000 + g from generate_series(1, ${missing}) g`;
    const pullStart = performance.now();
    let cursor = 0;
    let rows = 0;
    for (;;) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/sync/pull?cursor=${cursor}&limit=1000`,
        cookies: { 'reign.sid': cookie },
      });
      const page = res.json();
      rows += page.changes.length;
      cursor = page.cursor;
      if (!page.hasMore) break;
    }
    const pullMs = performance.now() - pullStart;
    return { label, pushMs, insertMs, pullMs, rows };
  } finally {
    await app.close();
  }
}

async function postgresUrl(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const server =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = postgres(server, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    const name = `reign_bench_${Date.now().toString(36)}`;
    await admin.unsafe(`create database ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
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

const results = [];
const emb = await startEmbeddedPostgres(mkdtempSync(join(tmpdir(), 'reign-bench-pglite-')), 1);
try {
  results.push(await run('embedded', endpointUrl(emb.endpoint) ?? ''));
} finally {
  await emb.stop();
}
const pg = await postgresUrl();
if (pg) {
  try {
    results.push(await run('postgres', pg.url));
  } finally {
    await pg.drop();
  }
}

console.log(`\nSync benchmark (${PUSH_COUNT} pushed mutations, ${PULL_ROWS} pulled rows)`);
console.table(
  results.map((r) => ({
    database: r.label,
    'push 1,000 (ms)': Math.round(r.pushMs),
    'plain INSERT x1,000 (ms)': Math.round(r.insertMs),
    'push / insert': (r.pushMs / r.insertMs).toFixed(2),
    'pull 10,000 (ms)': Math.round(r.pullMs),
    'rows pulled': r.rows,
  })),
);
