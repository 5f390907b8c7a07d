// `pnpm test:sim` (and the end of `pnpm bench`): the sync simulation's many seeds
// (packages/sync/src/sim/README.md) on this server's own app, each shard with a database of its own
// (PostgreSQL when SIM_DATABASE_URL or TEST_DATABASE_URL names a server, else an in-memory PGlite). SIM_RUNS seeds (10,000 by
// default) from SIM_FIRST (1), split over SIM_SHARDS vitest processes (2) each running sim.test.ts on its share; prints
// `sim: N seeds, D divergences (T s)` and, for a divergence, the seed, its problems, its
// operations and how to replay it, and fails. SIM_SEED=<n> runs that one seed (SIM_SHRINK=1 shrinks it).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const server = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const vitest = join(
  dirname(createRequire(join(server, 'package.json')).resolve('vitest/package.json')),
  'vitest.mjs',
);
const env = process.env;
const one = env.SIM_SEED;
const runs = one ? 1 : Number(env.SIM_RUNS ?? 10_000);
const first = one ? Number(one) : Number(env.SIM_FIRST ?? 1);
const shards = one ? 1 : Math.max(1, Math.min(runs, Number(env.SIM_SHARDS ?? 2)));

/** Runs seeds `from` .. `from + count - 1` in one vitest process; resolves its output and exit code. */
function shard(from, count) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        vitest,
        'run',
        '--config',
        'vitest.sync.config.ts',
        '--project',
        'sim',
        'test/sync/sim/sim.test.ts',
        '--reporter',
        'dot',
        // the many seeds only: the same-way-twice check is CI's
        '-t',
        'seeded runs',
      ],
      {
        cwd: server,
        env: {
          ...env,
          SIM_FIRST: String(from),
          SIM_RUNS: String(count),
          ...(one ? { SIM_SEED: one } : {}),
          VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      out += chunk;
    });
    child.on('close', (code) => resolve({ code, out }));
  });
}

const started = Date.now();
const size = Math.ceil(runs / shards);
const results = await Promise.all(
  Array.from({ length: shards }, (_, i) => {
    const from = first + i * size;
    return shard(from, Math.max(0, Math.min(size, first + runs - from)));
  }),
);
let seeds = 0;
let divergences = 0;
for (const { code, out } of results) {
  const line = /sim: (\d+) seeds, (\d+) divergences/.exec(out);
  if (!line || (code !== 0 && Number(line[2]) === 0)) {
    process.stdout.write(out);
    console.error('sim: a shard stopped before it finished');
    process.exit(1);
  }
  seeds += Number(line[1]);
  divergences += Number(line[2]);
  if (code !== 0) process.stdout.write(out);
}
const seconds = ((Date.now() - started) / 1000).toFixed(0);
console.log(`sim: ${seeds} seeds, ${divergences} divergences (${seconds} s)`);
process.exit(divergences === 0 ? 0 : 1);
