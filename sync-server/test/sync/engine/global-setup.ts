// Starts the real sync server for the engine tests: a child process on a free loopback port, a
// fresh data directory, and either a throwaway PostgreSQL database (TEST_DATABASE_URL set) or the
// embedded one. Tests read its URL with inject('serverUrl').
import type { TestProject } from 'vitest/node';
import { startServer, waitForHealth } from '../../support/server-process';
import { createThrowawayDatabase } from '../../support/throwaway.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    serverUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const database = process.env.TEST_DATABASE_URL
    ? await createThrowawayDatabase(process.env.TEST_DATABASE_URL, 'reign_e2e')
    : undefined;
  const echoLogs = !!process.env.ENGINE_SERVER_LOGS;
  const server = await startServer(
    database?.url,
    {
      SESSION_SECRET: 'engine-tests-session-secret-0123456789abcdef',
      LOG_LEVEL: echoLogs ? 'info' : 'warn',
    },
    { echoLogs },
  );
  const stop = async () => {
    await server.stop();
    await database?.drop();
  };
  try {
    await waitForHealth(server);
  } catch (err) {
    await stop();
    throw err;
  }
  console.log(
    `engine tests: sync server at ${server.url} on ${database ? 'PostgreSQL' : 'the embedded database'}`,
  );
  project.provide('serverUrl', server.url);
  return stop;
}
