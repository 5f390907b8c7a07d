import { defineConfig } from 'vitest/config';

/**
 * The sync's own tests (test/sync/): the engine of packages/sync against this server (a child
 * process on a real database, engine/global-setup.ts), and the simulation on this server's app
 * (sim/). Run once per pass of `pnpm test`, on the pass's database.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'engine',
          include: ['test/sync/engine/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['fake-indexeddb/auto'],
          globalSetup: ['test/sync/engine/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'sim',
          include: ['test/sync/sim/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
    ],
  },
});
