// Starts the real sync server for the engine tests: a child process on a free loopback port, a
// fresh data directory, and either a throwaway PostgreSQL database (TEST_DATABASE_URL set) or the
// embedded one. Tests read its URL with inject('serverUrl').
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { createThrowawayDatabase, freePort } from '../../../../sync-server/test/support/throwaway.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    serverUrl: string;
  }
}

const serverDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../sync-server');
const tsx = join(serverDir, 'node_modules/tsx/dist/cli.mjs');

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the sync server exited (${child.exitCode}):\n${log()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the sync server did not answer /api/health within 60 s:\n${log()}`);
}

export default async function setup(project: TestProject) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'reign-engine-'));
  const database = process.env.TEST_DATABASE_URL
    ? await createThrowawayDatabase(process.env.TEST_DATABASE_URL, 'reign_e2e')
    : undefined;
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'engine-tests-session-secret-0123456789abcdef',
    AUTH_RATE_LIMIT_PER_IP: '100000',
    AUTH_RATE_LIMIT_PER_USERNAME: '100000',
    LOG_LEVEL: process.env.ENGINE_SERVER_LOGS ? 'info' : 'warn',
  };
  delete env.DATABASE_URL;
  if (database) env.DATABASE_URL = database.url;

  let output = '';
  const child = spawn(process.execPath, [tsx, 'src/server.ts'], { cwd: serverDir, env, stdio: 'pipe' });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
    if (process.env.ENGINE_SERVER_LOGS) process.stderr.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  };
  try {
    await waitForHealth(url, child, () => output);
  } catch (err) {
    await stop();
    throw err;
  }
  console.log(`engine tests: sync server at ${url} on ${database ? 'PostgreSQL' : 'the embedded database'}`);
  project.provide('serverUrl', url);
  return stop;
}
