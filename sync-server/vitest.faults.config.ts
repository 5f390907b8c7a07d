import { defineConfig } from 'vitest/config';

/**
 * The fault tests (test/faults): real server processes (`tsx src/server.ts`) on a private PostgreSQL
 * server that each file starts (initdb) and restarts or kills. They need PostgreSQL's programs, not
 * TEST_DATABASE_URL, and run once per CI run (see docs/testing.md, "Faults"). Files run one after
 * another: each starts several processes, and timings would suffer on a small machine.
 */
export default defineConfig({
  test: {
    include: ['test/faults/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 90_000,
    pool: 'forks',
  },
});
