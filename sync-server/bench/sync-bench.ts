// Sync benchmark (figures, not a test): push of 1,000 queued mutations and pull of 10,000 rows,
// on the embedded database and, when reachable, PostgreSQL (see bench-database.ts).
//   pnpm --filter @reign/sync-server bench        (after the server benchmark)
//   pnpm --filter @reign/sync-server bench:sync   (this one alone)
// BENCH_SYNC_ROUNDS (default 3): each figure is the median of that many rounds. The push and its
// baseline alternate within a round, so a busy machine slows both alike.
//
// - push: 1,000 new task.create mutations of one device, in the web client's batches of 200
//   (MAX_PUSH_BATCH), through the real route (inject: no HTTP, same handler, session and validation).
// - baseline: the same rows with one plain INSERT each (autocommit), on the same pool.
// - pull: a device at cursor 0 pulls 10,000 rows in the web client's pages of 500.
import { MAX_PUSH_BATCH, SYNC_SCHEMA_VERSION } from '@reign/contract';
import { uuidv7 } from '@reign/domain';
import type { FastifyInstance } from 'fastify';
import { type BenchTarget, benchApp, onEachDatabase } from './bench-app';
import { machine, median } from './bench-database';

const PUSH_COUNT = 1000;
const PULL_ROWS = 10_000;
// the web client's page (PULL_PAGE in web/src/sync/pull.ts)
const PULL_PAGE = 100;
const ROUNDS = Math.max(1, Number(process.env.BENCH_SYNC_ROUNDS ?? 3));
const TARGET_RATIO = 4;
const TARGET_PULL_MS = 1000;

interface Figures {
  database: string;
  pushMs: number;
  insertMs: number;
  ratios: number[];
  pullMs: number;
  rows: number;
}

async function register(app: FastifyInstance, prefix: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      username: `${prefix}_${process.pid.toString(36)}${Date.now().toString(36)}`,
      password: 'bench-password',
    },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'reign.sid')?.value ?? '';
  return { cookies: { 'reign.sid': cookie }, id: res.json().id as number };
}

async function pushRound(app: FastifyInstance, cookies: Record<string, string>, round: number) {
  const clientId = `bench-${uuidv7()}`;
  const mutations = Array.from({ length: PUSH_COUNT }, (_, i) => ({
    seq: i + 1,
    id: uuidv7(),
    name: 'task.create',
    args: { id: uuidv7(), title: `Task ${round}.${i}`, scheduledDate: '2026-11-21' },
  }));
  const start = performance.now();
  for (let i = 0; i < mutations.length; i += MAX_PUSH_BATCH) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/sync/push',
      cookies,
      payload: {
        clientId,
        schemaVersion: SYNC_SCHEMA_VERSION,
        mutations: mutations.slice(i, i + MAX_PUSH_BATCH),
      },
    });
    const body = res.json();
    if (res.statusCode !== 200 || body.results.some((r: { status: string }) => r.status !== 'applied')) {
      throw new Error(`push failed: ${res.statusCode} ${res.body.slice(0, 300)}`);
    }
  }
  return performance.now() - start;
}

async function insertRound(app: FastifyInstance, userId: number, round: number) {
  const start = performance.now();
  for (let i = 0; i < PUSH_COUNT; i++) {
    await app.db.sql`insert into user_tasks (id, user_id, title, scheduled_date, version)
                     values (${uuidv7()}, ${userId}, ${`Plain ${round}.${i}`}, '2026-11-21', 0)`;
  }
  return performance.now() - start;
}

async function pullAll(app: FastifyInstance, cookies: Record<string, string>) {
  const clientId = `bench-${uuidv7()}`;
  const start = performance.now();
  let cursor = 0;
  let rows = 0;
  for (;;) {
    const res = await app.inject({
      method: 'GET',
      url: `/api/sync/pull?cursor=${cursor}&limit=${PULL_PAGE}&clientId=${clientId}`,
      cookies,
    });
    if (res.statusCode !== 200) throw new Error(`pull failed: ${res.statusCode} ${res.body.slice(0, 300)}`);
    const page = res.json();
    rows += page.changes.length;
    cursor = page.cursor;
    if (!page.hasMore) break;
  }
  return { ms: performance.now() - start, rows };
}

async function run(target: BenchTarget): Promise<Figures> {
  const app = await benchApp(target);
  try {
    const pusher = await register(app, 'bench_push');
    const pushes: number[] = [];
    const inserts: number[] = [];
    const ratios: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      // alternate which goes first, so neither always meets a warmer or colder machine
      const pushFirst = round % 2 === 1;
      const a = pushFirst
        ? await pushRound(app, pusher.cookies, round)
        : await insertRound(app, pusher.id, round);
      const b = pushFirst
        ? await insertRound(app, pusher.id, round)
        : await pushRound(app, pusher.cookies, round);
      const [push, insert] = pushFirst ? [a, b] : [b, a];
      pushes.push(push);
      inserts.push(insert);
      ratios.push(push / insert);
    }

    // a device at cursor 0 pulls a user's 10,000 rows, each written with its own version
    const puller = await register(app, 'bench_pull');
    await app.db.sql`
      insert into user_tasks (id, user_id, title, scheduled_date, version)
      select gen_random_uuid(), ${puller.id}, 'Row ' || g, '2026-11-21', g from generate_series(1, ${PULL_ROWS}) g`;
    await app.db.sql`update users set sync_version = ${PULL_ROWS} where id = ${puller.id}`;
    await app.db.sql`analyze user_tasks`;
    const pulls: number[] = [];
    let rows = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      const pulled = await pullAll(app, puller.cookies);
      pulls.push(pulled.ms);
      rows = pulled.rows;
    }
    return {
      database: target.label,
      pushMs: median(pushes),
      insertMs: median(inserts),
      ratios,
      pullMs: median(pulls),
      rows,
    };
  } finally {
    await app.close();
  }
}

const results = await onEachDatabase(run);

console.log(
  `\nSync benchmark: push ${PUSH_COUNT.toLocaleString('en')} mutations (batches of ${MAX_PUSH_BATCH}), ` +
    `pull ${PULL_ROWS.toLocaleString('en')} rows (pages of ${PULL_PAGE}); median of ${ROUNDS} rounds`,
);
console.log(`machine: ${machine()}`);
console.table(
  results.map((r) => ({
    database: r.database,
    'push 1,000 (ms)': Math.round(r.pushMs),
    'plain INSERT ×1,000 (ms)': Math.round(r.insertMs),
    'push / INSERT': median(r.ratios).toFixed(2),
    'target ≤': TARGET_RATIO,
    'pull 10,000 (ms)': Math.round(r.pullMs),
    'target <': TARGET_PULL_MS,
    'rows pulled': r.rows,
  })),
);
console.log(
  "(push / INSERT is the median of the rounds' own ratios; each round pushes and inserts back to back)",
);
