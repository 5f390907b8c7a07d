// What every test runner of the repository makes for itself and throws away after: a free loopback
// port and a database of its own. Shared by the server tests (global-setup.ts, harness.ts), the fault
// tests (faults/support), the web's engine tests (web/src/sync/engine-tests/global-setup.ts) and its
// browser tests (web/e2e/run.mjs). Plain JavaScript so Node runs it without a TypeScript loader; its
// types are in throwaway.d.mts.
import { createServer } from 'node:net';
import postgres from 'postgres';

/** A loopback port that is free now (the system picks it; the server started next takes it). */
export function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

/**
 * A new, empty database on the PostgreSQL server `serverUrl` names, called `prefix` with this
 * process and the time; `drop()` removes it (its connections closed) and ends the connection that
 * made it.
 */
export async function createThrowawayDatabase(serverUrl, prefix) {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
