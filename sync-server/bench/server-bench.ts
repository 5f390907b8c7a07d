// Server benchmark (figures, not a test): throughput and latency of the real app over loopback HTTP
// with autocannon, each route beside a bare Fastify hello-world measured in the same run.
//   pnpm --filter @reign/sync-server bench          (then the sync benchmark)
//   pnpm --filter @reign/sync-server bench:server   (this one alone)
//
// Processes: the Reign app and the bare Fastify each run in a child process of their own
// (bench/server-child.ts); autocannon runs here, in the parent. So the load generator never shares
// an event loop with the server it measures, and the app and the bare server are measured the same
// way. On a 2-core machine the server under load and autocannon get about one core each; only one
// server is loaded at a time.
//
// Environment:
//   BENCH_DURATION        seconds per measured run (default 8), after a 1 s warm-up (BENCH_WARMUP)
//   BENCH_CONNECTIONS     concurrent connections (default 50)
//   BENCH_SERVER_DATABASE 'postgres' or 'embedded' (default: PostgreSQL when reachable, see
//                         bench-database.ts, else the embedded database)
//   BENCH_PUSH_USERS      users whose devices push (default 50)
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SYNC_SCHEMA_VERSION } from '@reign/contract';
import { uuidv7 } from '@reign/domain';
import autocannon from 'autocannon';
import { type BenchDatabase, machine, throwawayPostgres } from './bench-database';
import type { ChildReady, ChildStats } from './server-child';

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 1);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PUSH_SIZE = 20;
const TARGET_SHARE = 0.6;
/** Today's scripture in Spanish in a zone of its own: the share's target is for every language and zone. */
const ZONED_SCRIPTURE_PATH = '/api/today-scripture?lang=es&zone=Europe%2FMadrid';
const PAIRS = Number(process.env.BENCH_PAIRS ?? 7);
const PAIR_SECONDS = 2;
const TARGET_P99_MS = 25;

function startChild(mode: 'app' | 'bare', env: Record<string, string>) {
  const child = fork(fileURLToPath(new URL('./server-child.ts', import.meta.url)), [mode], {
    execArgv: ['--import', import.meta.resolve('tsx')],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = new Promise<ChildReady>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      reject(new Error(`the ${mode} server exited (${code}) before it was ready`)),
    );
    child.once('message', (m) => resolve(m as ChildReady));
  });
  return { child, ready };
}

function stop(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.send('stop');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

function stats(child: ChildProcess): Promise<ChildStats> {
  return new Promise((resolve) => {
    child.once('message', (m) => resolve(m as ChildStats));
    child.send('stats');
  });
}

interface Load {
  port: number;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  setupRequest?: (request: autocannon.Request) => autocannon.Request;
}

async function measure(load: Load, duration = DURATION) {
  const request: autocannon.Request = { method: load.method ?? 'GET', path: load.path };
  if (load.headers) request.headers = load.headers;
  if (load.setupRequest) request.setupRequest = load.setupRequest as autocannon.Request['setupRequest'];
  return autocannon({
    url: `http://127.0.0.1:${load.port}`,
    connections: CONNECTIONS,
    duration,
    requests: [request],
  });
}

/**
 * The route's share of bare Fastify's req/s in alternating short windows (bare, route, bare, ...):
 * this machine's speed drifts by a quarter within seconds, so a share from runs far apart says
 * more about the drift than about the app. The median of the pairs, and their range.
 */
async function pairedShare(bareLoad: Load, load: Load) {
  const shares: number[] = [];
  for (let i = 0; i < PAIRS; i++) {
    const bare = await measure(bareLoad, PAIR_SECONDS);
    const route = await measure(load, PAIR_SECONDS);
    shares.push(route.requests.average / bare.requests.average);
  }
  shares.sort((a, b) => a - b);
  return {
    median: shares[Math.floor(shares.length / 2)] ?? 0,
    low: shares[0] ?? 0,
    high: shares.at(-1) ?? 0,
  };
}

async function measureWarm(load: Load) {
  if (WARMUP > 0) await measure(load, WARMUP);
  return measure(load);
}

/** A new device's first 20 queued mutations: a new clientId (seq 1..20) per request, new task ids. */
function pushBody(counter: number): string {
  return JSON.stringify({
    clientId: `bench-${process.pid}-${counter}`,
    schemaVersion: SYNC_SCHEMA_VERSION,
    mutations: Array.from({ length: PUSH_SIZE }, (_, i) => ({
      seq: i + 1,
      id: uuidv7(),
      name: 'task.create',
      args: { id: uuidv7(), title: `Bench task ${i + 1}`, scheduledDate: '2026-11-21' },
    })),
  });
}

async function pickDatabase(): Promise<BenchDatabase | undefined> {
  if (process.env.BENCH_SERVER_DATABASE === 'embedded') return undefined;
  const pg = await throwawayPostgres();
  if (!pg && process.env.BENCH_SERVER_DATABASE === 'postgres') throw new Error('PostgreSQL is not reachable');
  return pg;
}

const pg = await pickDatabase();
const bare = startChild('bare', {});
const app = startChild('app', pg?.url ? { BENCH_APP_DATABASE_URL: pg.url } : {});
try {
  const [bareReady, appReady] = await Promise.all([bare.ready, app.ready]);
  const setup = appReady.setup;
  if (!setup) throw new Error('the app server sent no setup');
  const bareLoad: Load = { port: bareReady.port, path: '/' };

  const rows: Record<string, string | number>[] = [];
  const bareRuns: autocannon.Result[] = [];
  const row = (route: string, r: autocannon.Result, target: string, meets?: boolean) => ({
    route,
    'req/s': Math.round(r.requests.average),
    'p50 (ms)': r.latency.p50,
    'p99 (ms)': r.latency.p99,
    'non-2xx': r.non2xx,
    errors: r.errors + r.timeouts,
    target,
    meets: meets === undefined ? '' : meets ? 'yes' : 'NO',
  });

  bareRuns.push(await measureWarm(bareLoad));

  const scriptureLoad: Load = { port: appReady.port, path: '/api/today-scripture' };
  const scripture = await measureWarm(scriptureLoad);
  const scriptureShare = await pairedShare(bareLoad, scriptureLoad);
  // the target holds for every language and zone: Spanish, in a zone of its own
  const zonedLoad: Load = { port: appReady.port, path: ZONED_SCRIPTURE_PATH };
  const zoned = await measureWarm(zonedLoad);
  const zonedShare = await pairedShare(bareLoad, zonedLoad);
  const goals = await measureWarm({
    port: appReady.port,
    path: '/api/goals',
    headers: { cookie: setup.goalsCookie },
  });
  let pushes = 0;
  const push = await measureWarm({
    port: appReady.port,
    path: '/api/sync/push',
    method: 'POST',
    setupRequest: (req) => {
      pushes += 1;
      // no Origin or Sec-Fetch-Site: a same-origin browser or a native client; cross-site is refused
      return {
        ...req,
        headers: {
          'content-type': 'application/json',
          cookie: setup.pushCookies[pushes % setup.pushCookies.length] ?? '',
        },
        body: pushBody(pushes),
      };
    },
  });
  const pushed = await stats(app.child);

  bareRuns.push(await measureWarm(bareLoad));
  const bareRate = bareRuns.reduce((sum, r) => sum + r.requests.average, 0) / bareRuns.length;
  const share = (r: autocannon.Result) => r.requests.average / bareRate;
  const pct = (x: number) => `${Math.round(x * 100)}%`;

  for (const [i, r] of bareRuns.entries()) {
    rows.push({ ...row(`bare Fastify GET / (${i === 0 ? 'before' : 'after'})`, r, ''), 'of bare': '' });
  }
  const p99ok = (r: autocannon.Result) => r.latency.p99 < TARGET_P99_MS;
  rows.push({
    ...row(
      'GET /api/today-scripture',
      scripture,
      `≥ ${pct(TARGET_SHARE)} of bare, p99 < ${TARGET_P99_MS} ms`,
      scriptureShare.median >= TARGET_SHARE && p99ok(scripture),
    ),
    'of bare': `${pct(scriptureShare.median)} (${pct(scriptureShare.low)}–${pct(scriptureShare.high)})`,
  });
  rows.push({
    ...row(
      `GET ${ZONED_SCRIPTURE_PATH}`,
      zoned,
      `≥ ${pct(TARGET_SHARE)} of bare, p99 < ${TARGET_P99_MS} ms`,
      zonedShare.median >= TARGET_SHARE && p99ok(zoned),
    ),
    'of bare': `${pct(zonedShare.median)} (${pct(zonedShare.low)}–${pct(zonedShare.high)})`,
  });
  rows.push({
    ...row('GET /api/goals (signed in)', goals, 'figures only'),
    'of bare': pct(share(goals)),
  });
  rows.push({
    ...row(`POST /api/sync/push (${PUSH_SIZE} mutations)`, push, 'figures only'),
    'of bare': pct(share(push)),
  });

  console.log(
    `\nServer benchmark: autocannon, ${CONNECTIONS} connections, ${DURATION} s per run after ${WARMUP} s warm-up, loopback HTTP`,
  );
  console.log(
    `app: NODE_ENV=production, logging silent, on ${setup.database}${pg ? ` (${pg.label})` : ''}; ` +
      'the app and the bare Fastify each in a child process, autocannon in the parent',
  );
  console.log(`machine: ${machine()}`);
  console.table(rows);
  console.log(
    `'of bare' is req/s against the bare Fastify's mean (${Math.round(bareRate)} req/s); for ` +
      `today-scripture, the median (and range) of ${PAIRS} pairs of ${PAIR_SECONDS} s windows, bare then ` +
      "the route, as this machine's speed drifts. The issue's " +
      `targets are for today-scripture; with ${CONNECTIONS} connections on a pool of ${setup.poolSize} ` +
      "database connection(s), a database route's latency is mostly its queue " +
      '(Little: mean latency ≈ connections / req/s).',
  );
  console.log(
    `Push: ${pushed.appliedMutations} mutations applied (warm-up included) by ${pushed.pushClients} new devices of ` +
      `${setup.pushCookies.length} users (${PUSH_SIZE} each, one request per device).`,
  );
  const bad = [scripture, zoned, goals, push].some((r) => r.non2xx > 0 || r.errors > 0);
  if (bad) console.log('WARNING: some requests failed (non-2xx or errors); the figures above are not valid.');
} finally {
  await Promise.all([stop(app.child), stop(bare.child)]);
  await pg?.drop();
}
