// Import benchmark (figures, not a test): one account import of 5,000 plans (each with a
// completion, as the app's export has them) while other people keep using the server: the import's
// time, and the latency of GET /api/health and GET /api/today-scripture during it.
//   pnpm --filter @reign/sync-server bench:import      (also the last part of `pnpm bench`)
//
// The app runs in a child process (bench/server-child.ts), on the embedded database (the issue's
// target: p99 under 1 s there) and then on PostgreSQL when one answers (bench-database.ts).
// Environment: BENCH_IMPORT_PLANS (default 5000), BENCH_IMPORT_READERS concurrent readers (default 4).
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { exportFile } from '../test/support/export-file';
import { type BenchDatabase, machine, throwawayPostgres } from './bench-database';
import type { ChildReady } from './server-child';

const PLANS = Number(process.env.BENCH_IMPORT_PLANS ?? 5000);
const READERS = Number(process.env.BENCH_IMPORT_READERS ?? 4);
const TARGET_P99_MS = 1000;

function startApp(env: Record<string, string>): Promise<{ child: ChildProcess; ready: ChildReady }> {
  const child = fork(fileURLToPath(new URL('./server-child.ts', import.meta.url)), ['app'], {
    execArgv: ['--import', import.meta.resolve('tsx')],
    env: { ...process.env, BENCH_PUSH_USERS: '1', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the app exited (${code}) before it was ready`)));
    child.once('message', (m) => resolve({ child, ready: m as ChildReady }));
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.send('stop');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0) : 0;

/** Reads `path` in a loop until `done`, one request at a time; answers each latency (ms). */
async function readWhile(base: string, path: string, done: () => boolean, failures: string[]) {
  const latencies: number[] = [];
  while (!done()) {
    const started = performance.now();
    const res = await fetch(`${base}${path}`);
    await res.arrayBuffer();
    latencies.push(performance.now() - started);
    if (!res.ok) failures.push(`${path} ${res.status}`);
  }
  return latencies;
}

async function run(label: string, pg: BenchDatabase | undefined) {
  const { child, ready } = await startApp(pg?.url ? { BENCH_APP_DATABASE_URL: pg.url } : {});
  try {
    const base = `http://127.0.0.1:${ready.port}`;
    const registered = await fetch(`${base}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: `bench_import_${Date.now().toString(36)}`,
        password: 'bench-password',
      }),
    });
    const cookie = (registered.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const body = JSON.stringify(exportFile(PLANS, '2026-06-30'));
    // the server warmed up: a first read of each route before the measured import
    await fetch(`${base}/api/today-scripture`).then((r) => r.arrayBuffer());

    let finished = false;
    const failures: string[] = [];
    const readers = Array.from({ length: READERS }, (_, i) =>
      readWhile(base, i % 2 ? '/api/today-scripture' : '/api/health', () => finished, failures),
    );
    const started = performance.now();
    const res = await fetch(`${base}/api/account/import`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body,
    });
    const result = (await res.json()) as { entries?: unknown; dailyActions?: unknown };
    const importMs = performance.now() - started;
    finished = true;
    const lat = await Promise.all(readers);
    const health = lat
      .filter((_, i) => i % 2 === 0)
      .flat()
      .sort((a, b) => a - b);
    const scripture = lat
      .filter((_, i) => i % 2 === 1)
      .flat()
      .sort((a, b) => a - b);
    const row = (what: string, l: number[]) => ({
      what,
      requests: l.length,
      'p50 (ms)': Math.round(percentile(l, 50)),
      'p99 (ms)': Math.round(percentile(l, 99)),
      'max (ms)': Math.round(l.at(-1) ?? 0),
      target: `p99 < ${TARGET_P99_MS} ms`,
      meets: percentile(l, 99) < TARGET_P99_MS ? 'yes' : 'NO',
    });
    console.log(
      `\n${label}: import of ${PLANS} plans + ${PLANS} completions (${(body.length / 1e6).toFixed(1)} MB)`,
    );
    console.log(
      `import answered ${res.status} in ${(importMs / 1000).toFixed(1)} s: plans ${JSON.stringify(result.entries)}, completions ${JSON.stringify(result.dailyActions)}`,
    );
    console.table([
      row('GET /api/health during the import', health),
      row('GET /api/today-scripture during the import', scripture),
    ]);
    if (failures.length)
      console.log(`WARNING: ${failures.length} failed reads, e.g. ${failures.slice(0, 3).join(', ')}`);
  } finally {
    await stop(child);
  }
}

console.log(`Import benchmark: ${READERS} readers in a loop while one import runs; machine: ${machine()}`);
await run('embedded PGlite', undefined);
if (process.env.BENCH_SERVER_DATABASE !== 'embedded') {
  const pg = await throwawayPostgres();
  if (pg) {
    try {
      await run(pg.label, pg);
    } finally {
      await pg.drop();
    }
  }
}
