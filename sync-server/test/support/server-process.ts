// Real server processes for the fault tests and the web's engine tests: `node tsx src/server.ts` in
// its own process group, on a free loopback port, with the test's DATABASE_URL (or the embedded
// database). Every process started here is killed (the whole group) by stopAllServers(), which each
// fault-test file calls in afterAll, or by the process's own stop().
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './throwaway.mjs';

const serverDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const tsx = join(serverDir, 'node_modules/tsx/dist/cli.mjs');

/** Every server process shares this secret, as every process of one deployment must. */
export const FAULT_SESSION_SECRET = 'fault-tests-session-secret-0123456789abcdef';

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** true while the process has not exited */
  alive(): boolean;
  /** how it ended, once it has */
  exit(): { code: number | null; signal: NodeJS.Signals | null } | null;
  /** the last lines it printed (stdout and stderr), for failure messages */
  log(): string;
  /** sends a signal to the whole process group (tsx runs the server in a child of its own) */
  kill(signal: NodeJS.Signals): void;
  /** resolves when the process has exited */
  exited: Promise<void>;
  /** SIGTERM, then SIGKILL after 10 s; removes its DATA_DIR */
  stop(): Promise<void>;
}

const running = new Set<ServerProcess>();

/**
 * Starts a server process on `databaseUrl` (undefined: its embedded database); call waitForHealth
 * before using it. `echoLogs` copies what it prints to this process's stderr.
 */
export async function startServer(
  databaseUrl: string | undefined,
  env: Record<string, string> = {},
  { echoLogs = !!process.env.FAULT_SERVER_LOGS }: { echoLogs?: boolean } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'reign-server-data-'));
  const childEnv: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ...(databaseUrl === undefined ? {} : { DATABASE_URL: databaseUrl }),
    SESSION_SECRET: FAULT_SESSION_SECRET,
    AUTH_RATE_LIMIT_PER_IP: '100000',
    AUTH_RATE_LIMIT_PER_USERNAME: '100000',
    LOG_LEVEL: echoLogs ? 'info' : 'warn',
    ...env,
  };
  delete childEnv.TEST_DATABASE_URL;
  if (databaseUrl === undefined) delete childEnv.DATABASE_URL;
  // detached: its own process group, so a kill reaches tsx's child too
  const child = spawn(process.execPath, [tsx, 'src/server.ts'], {
    cwd: serverDir,
    env: childEnv,
    stdio: 'pipe',
    detached: true,
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-30_000);
    if (echoLogs) process.stderr.write(`[server :${port}] ${chunk}`);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let ended: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const exited = new Promise<void>((done) =>
    child.once('exit', (code, signal) => {
      ended = { code, signal };
      done();
    }),
  );
  const kill = (signal: NodeJS.Signals) => {
    if (ended || child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // the group is gone already
    }
  };
  const server: ServerProcess = {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    alive: () => ended === null,
    exit: () => ended,
    log: () => output,
    kill,
    exited,
    async stop() {
      if (ended === null) {
        kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        kill('SIGKILL');
        await exited;
      }
      running.delete(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  running.add(server);
  return server;
}

/** Polls /api/health until it answers 200; fails with the server's log when it exits or times out. */
export async function waitForHealth(server: ServerProcess, timeoutMs = 60_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const ended = server.exit();
    if (ended) throw new Error(`the server exited (${ended.code ?? ended.signal}):\n${server.log()}`);
    try {
      const res = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(4000) });
      if (res.status === 200) return Date.now() - started;
    } catch {
      // not listening yet, or the database is not back
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server did not answer /api/health within ${timeoutMs} ms:\n${server.log()}`);
}

/** Kills every server process this file started (process groups) and removes their data. */
export async function stopAllServers(): Promise<void> {
  await Promise.all([...running].map((s) => s.stop()));
}

// a test process that dies without its afterAll still leaves no server behind
process.once('exit', () => {
  for (const s of running) s.kill('SIGKILL');
});
