import { defineConfig } from 'vitest/config';

// The device side on fake-indexeddb in Node: the database, the mutations and the engine against
// answers made in the test. The engine against the real server, and the simulation, run with the
// server's tests (sync-server/test/sync/).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['fake-indexeddb/auto'],
  },
});
