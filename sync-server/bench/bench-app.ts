// The app of the in-process benchmarks (sync, versions to review), on each database they measure.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/connect';
import { type BenchDatabase, embeddedTarget, throwawayPostgres } from './bench-database';

/** A database the in-process benchmarks run on (the embedded one brings its DATA_DIR). */
export type BenchTarget = BenchDatabase & { dataDir?: string };

/** Runs `run` on the embedded database, then on PostgreSQL when reachable; each dropped after. */
export async function onEachDatabase<T>(run: (target: BenchTarget) => Promise<T>): Promise<T[]> {
  const targets: BenchTarget[] = [embeddedTarget()];
  const pg = await throwawayPostgres();
  if (pg) targets.push(pg);
  const results: T[] = [];
  for (const target of targets) {
    try {
      results.push(await run(target));
    } finally {
      await target.drop();
    }
  }
  return results;
}

/** The app as the server builds it in production, silent, on `target`: for inject. */
export async function benchApp(target: BenchTarget): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: target.dataDir ?? mkdtempSync(join(tmpdir(), 'reign-bench-')),
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
    LOG_LEVEL: 'silent',
  });
  const database = await openDatabase({
    url: target.url,
    dataDir: config.dataDir,
    poolSize: config.database.poolSize,
  });
  return buildApp({ config, database });
}
