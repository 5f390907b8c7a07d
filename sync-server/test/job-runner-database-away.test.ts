import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, type Sql } from '../src/db/connect';
import { scheduleJob } from '../src/lib/job-queue';
import dbPlugin from '../src/plugins/db';
import jobsPlugin from '../src/plugins/jobs';

const POLL_MS = 20;
const KIND = 'database-away-check';

/**
 * The embedded database (its own, in a temporary folder) behind a switch: while `away`, every
 * query the runner sends fails as a refused connection does; transactions and helpers pass through.
 */
function switchable(database: Database) {
  const state = { away: false, looks: [] as Array<{ at: number; failed: boolean }> };
  const sql = new Proxy(database.sql, {
    apply(target, thisArg, args) {
      state.looks.push({ at: Date.now(), failed: state.away });
      if (state.away) {
        const err = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
        return Promise.reject(err);
      }
      return Reflect.apply(target, thisArg, args);
    },
  }) as Sql;
  return { state, database: { ...database, sql } satisfies Database };
}

let dir: string;
let real: Database;
let app: FastifyInstance;
let db: ReturnType<typeof switchable>;
const logs: string[] = [];
const unhandled: unknown[] = [];
const ran: number[] = [];
const onUnhandled = (err: unknown) => unhandled.push(err);

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  dir = mkdtempSync(join(tmpdir(), 'reign-jobs-away-'));
  real = await openDatabase({ url: undefined, dataDir: dir, poolSize: 1 });
  db = switchable(real);
  app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => logs.push(line) } } });
  app.decorate('now', () => new Date());
  await app.register(dbPlugin, { database: db.database, closeOnShutdown: false });
  await app.register(jobsPlugin, { pollSeconds: POLL_MS / 1000 });
  app.jobs.define(KIND, {
    run: async () => {
      ran.push(Date.now());
      return { done: true };
    },
  });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await real?.close();
  process.off('unhandledRejection', onUnhandled);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the job runner while the database is away', () => {
  it('logs each failed look, backs off, leaves no unhandled rejection, and runs jobs again once it is back', async () => {
    await sleep(10 * POLL_MS); // polling normally
    db.state.away = true;
    const awayAt = Date.now();
    await sleep(1500);
    const failed = db.state.looks.filter((l) => l.failed);
    // the poll is 20 ms: without backing off that would be ~75 looks; doubling waits make it a handful
    expect(failed.length).toBeGreaterThanOrEqual(3);
    expect(failed.length).toBeLessThanOrEqual(8);
    const gaps = failed.slice(1).map((l, i) => l.at - (failed[i]?.at ?? awayAt));
    expect(gaps.at(-1) ?? 0).toBeGreaterThan(3 * POLL_MS);
    expect(logs.filter((l) => l.includes('could not run due jobs')).length).toBe(failed.length);

    db.state.away = false;
    await scheduleJob(real.sql, { kind: KIND, key: 'one', runAt: new Date() });
    const backAt = Date.now();
    // the longest wait so far is about 1.3 s; the first look that works runs the job
    // the job runs inside the look; the look's 'run again' line is written once the look ends
    const recovered = () => logs.some((l) => l.includes('due jobs run again'));
    while ((ran.length === 0 || !recovered()) && Date.now() - backAt < 5000) await sleep(20);
    expect(ran.length).toBe(1);
    expect(recovered()).toBe(true);
    // and the poll is back to its normal pace
    const after = db.state.looks.length;
    await sleep(50 * POLL_MS);
    expect(db.state.looks.length - after).toBeGreaterThanOrEqual(5);
    expect(unhandled).toEqual([]);
  });
});
