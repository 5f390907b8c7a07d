// The database unreachable for a while (a network cut: connections dropped, new ones refused) with
// the server's DEFAULT job poll: the process stays up, answers 503 while the database is away, and
// 200 again within seconds of it being back. The job poller's failed looks once ended the process
// (an unhandled rejection), so this runs with the poller on, and long enough for it to fail.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer, waitForHealth } from '../support/server-process';
import { sleep } from './support/client';
import { watchHealth } from './support/health-watch';
import { privateDatabaseForFile } from './support/private-postgres';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';

/** how soon after the database is reachable again health must answer 200 */
const RECOVERY_LIMIT_MS = 5000;

const database = privateDatabaseForFile('reign_database_away');
let proxy: TcpProxy;
/** the server process leaves a promise rejection unhandled once this file exists */
const rejectDir = mkdtempSync(join(tmpdir(), 'reign-reject-'));
const rejectWhen = join(rejectDir, 'now');
const rejectWhenTold = fileURLToPath(new URL('./support/reject-when-told.mjs', import.meta.url));
let server: ServerProcess;
/** every line the process printed that is not a health check's warning (those would crowd server.log()) */
const notable: string[] = [];

beforeAll(async () => {
  proxy = await startTcpProxy(database.url);
  // no JOBS_POLL_SECONDS: the default poll, as in production
  server = await startServer(proxy.url, {
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${rejectWhenTold}`.trim(),
    REIGN_REJECT_WHEN_FILE: rejectWhen,
  });
  let rest = '';
  const keep = (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    notable.push(...lines.filter((l) => l.trim() && !l.includes('health check: database unreachable')));
  };
  server.child.stdout?.on('data', keep);
  server.child.stderr?.on('data', keep);
  await waitForHealth(server);
});
afterAll(async () => {
  await server?.stop();
  await proxy?.close();
  rmSync(rejectDir, { recursive: true, force: true });
});

/** Cuts the proxy for `cutMs` while checking health every 200 ms; answers the checks and when the cut began and ended. */
async function cutFor(cutMs: number) {
  const health = watchHealth(server.url, 200, 4000);
  const { checks } = health;
  await sleep(500);
  await proxy.cut();
  const downAt = Date.now();
  await sleep(cutMs);
  await proxy.resume();
  const backAt = Date.now();
  // watch until health is back (or clearly is not), plus a little to see the process stay up
  while (Date.now() - backAt < RECOVERY_LIMIT_MS + 1000 && server.alive()) {
    if (checks.some((c) => c.done > backAt && c.status === 200)) break;
    await sleep(100);
  }
  await sleep(1000);
  await health.stop();
  const timeline = () => `${checks.map((c) => `${c.sent - downAt}:${c.status}`).join(' ')}\n${server.log()}`;
  return { checks, downAt, backAt, timeline };
}

function expectSurvived(run: Awaited<ReturnType<typeof cutFor>>) {
  const { checks, downAt, backAt, timeline } = run;
  expect(server.alive(), `the server exited (${JSON.stringify(server.exit())}):\n${server.log()}`).toBe(true);
  // answered (not refused) with 503 while the database was away
  const during = checks.filter((c) => c.sent > downAt + 300 && c.done < backAt);
  expect(during.length, timeline()).toBeGreaterThan(0);
  expect(
    during.every((c) => c.status === 503),
    timeline(),
  ).toBe(true);
  const healthy = checks.find((c) => c.done > backAt && c.status === 200);
  expect(healthy, `health never answered 200 after the cut: ${timeline()}`).toBeDefined();
  expect((healthy?.done ?? Infinity) - backAt, timeline()).toBeLessThan(RECOVERY_LIMIT_MS);
  console.log(`[database away] health 200 ${(healthy?.done ?? 0) - backAt} ms after the cut ended`);
}

describe('the database unreachable, with the default job poll', () => {
  it('for 2 s: the process stays up, answers 503, and 200 within 5 s of the database being back', async () => {
    expectSurvived(await cutFor(2000));
  });

  it('for 20 s: the same, and the job poller logged its failed looks instead of ending the process', async () => {
    expectSurvived(await cutFor(20_000));
    const log = notable.join('\n');
    expect(log).toContain('could not run due jobs');
    expect(log).not.toContain('unhandled promise rejection');
    expect(log).not.toContain('shutting down');
  });

  it('a promise rejection nobody handles is logged, and the process keeps answering', async () => {
    writeFileSync(rejectWhen, '');
    const started = Date.now();
    while (!notable.some((l) => l.includes('unhandled promise rejection')) && Date.now() - started < 5000)
      await sleep(100);
    await sleep(500);
    expect(server.alive(), `the server exited (${JSON.stringify(server.exit())}):\n${server.log()}`).toBe(
      true,
    );
    const logged = notable.filter((l) => l.includes('unhandled promise rejection'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('a rejection nobody handles (fault test)');
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
  });
});
