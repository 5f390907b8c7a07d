// The web benchmark's server: a production build served by the real sync server on a free
// loopback port with its own embedded database, and an account to sign in with.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverDir, tsx, webDir } from './common.mjs';

function freePort() {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => ok(port));
    });
  });
}

export function build(outDir) {
  console.log(`> vite build --outDir ${outDir}`);
  const result = spawnSync(
    process.execPath,
    [
      join(webDir, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: webDir, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`vite build failed (${result.status ?? result.signal})`);
}

/** The real server on a free loopback port, its own embedded database, serving `distDir`. */
export async function startServer(distDir) {
  const dataDir = mkdtempSync(join(tmpdir(), 'webbench-data-'));
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    WEB_DIST_DIR: distDir,
    LOG_LEVEL: 'warn',
  };
  const child = spawn(process.execPath, [tsx, 'src/server.ts'], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  let exited = null;
  child.on('exit', (code) => {
    exited = code ?? 1;
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (exited !== null) throw new Error(`the server exited (${exited}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`the server did not answer /api/health:\n${output}`);
    const ok = await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    async stop() {
      if (exited === null) {
        const gone = new Promise((ok) => child.once('exit', ok));
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {}
        await Promise.race([gone, new Promise((ok) => setTimeout(ok, 15_000))]);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new account through the API; its session cookie for the signed-in pages. */
export async function registerUser(base) {
  const username = `bench_${Date.now().toString(36)}`;
  const res = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'bench-password-1' }),
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error('register set no cookie');
  return cookie;
}
