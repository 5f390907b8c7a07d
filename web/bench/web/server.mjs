// The web benchmark's server: a production build served by the real sync server on a free
// loopback port with its own embedded database, and an account to sign in with.

import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
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
/** How much the signed-in /dashboard account holds (issue 19: a year of plans and 50 tasks). */
export const DASHBOARD_ACCOUNT = { plans: 365, tasks: 50 };

/** One plan of the bench account, `daysAgo` days before `today` (YYYY-MM-DD). */
function benchPlan(today, daysAgo) {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - daysAgo);
  const day = date.toISOString().slice(0, 10);
  const at = `${day}T13:00:00.000Z`;
  return {
    id: randomUUID(),
    date: day,
    verse: 'This is the day that the Lord has made. We will rejoice and be glad in it!',
    verseReference: 'Psalm 118:24',
    verseReflection: 'A day to receive as a gift, and to spend on what matters.',
    priorities: ['Family', 'Work', 'Health'],
    actionSteps: [
      { priority: 'Family', actions: ['Dinner together', 'Call my parents'] },
      { priority: 'Work', actions: ['Finish the report'] },
      { priority: 'Health', actions: ['Walk 30 minutes'] },
    ],
    challenges: 'Staying focused in the afternoon.',
    encouragement: 'Be strong and courageous.',
    createdAt: at,
    updatedAt: at,
  };
}

/**
 * A new account with a year of daily plans (one a day up to yesterday) and 50 tasks, put in
 * through the account import as a returning user's export would be; answers its session cookie.
 */
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
  const today = (await (await fetch(`${base}/api/today-scripture`)).json()).date;
  const entries = Array.from({ length: DASHBOARD_ACCOUNT.plans }, (_, i) => benchPlan(today, i + 1));
  const tasks = Array.from({ length: DASHBOARD_ACCOUNT.tasks }, (_, i) => ({
    id: randomUUID(),
    goalId: null,
    title: `Task ${i + 1}`,
    description: null,
    category: 'personal',
    priority: (i % 5) + 1,
    scheduledDate: today,
    dueDate: null,
    estimatedMinutes: 30,
    aiSuggested: false,
    reasoning: null,
    completedAt: i % 3 === 0 ? `${today}T14:00:00.000Z` : null,
    createdAt: `${today}T08:00:00.000Z`,
    updatedAt: `${today}T08:00:00.000Z`,
  }));
  const imported = await fetch(`${base}/api/account/import`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: base },
    body: JSON.stringify({ format: 'reign-export', version: 1, entries, tasks }),
  });
  const summary = await imported.json();
  if (!imported.ok || summary.entries?.added !== entries.length || summary.tasks?.added !== tasks.length) {
    throw new Error(`import answered ${imported.status}: ${JSON.stringify(summary).slice(0, 300)}`);
  }
  return cookie;
}
