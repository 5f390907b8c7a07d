import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The server suite runs against a real database: the PostgreSQL server named by TEST_DATABASE_URL
 * (a fresh database is made for the run and dropped after), or else the embedded PGlite.
 * PGlite is one backend, so on it test files run one after another.
 */
const embedded = !process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // the fault tests start server processes and their own PostgreSQL (vitest.faults.config.ts);
    // the sync's tests run the device side against this server (vitest.sync.config.ts)
    exclude: [...configDefaults.exclude, 'test/faults/**', 'test/sync/**'],
    globalSetup: ['test/support/global-setup.ts'],
    fileParallelism: !embedded,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
