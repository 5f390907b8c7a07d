// PostgreSQL restarted while the server is under load: the server process survives, answers again
// within seconds of the database coming back, keeps every write it acknowledged, and a client's
// retries (same task id over REST, same clientId and seqs over sync) apply once.
import type { PushResponse } from '@reign/contract';
import { uuidv7 } from '@reign/domain';
import postgres from 'postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer, waitForHealth } from '../support/server-process';
import {
  type Client,
  newClient,
  type OutboxMutation,
  push,
  queued,
  register,
  sleep,
  taskArgs,
} from './support/client';
import { watchHealth } from './support/health-watch';
import { privateDatabaseForFile } from './support/private-postgres';
import { lastSeqOf, recordedResults } from './support/sync-rows';

/** the longest the API may stay unavailable once PostgreSQL accepts connections again */
const RECOVERY_LIMIT_MS = 10_000;
/** how long a client keeps retrying one write before the test gives up on it */
const RETRY_LIMIT_MS = 30_000;

const database = privateDatabaseForFile('reign_pg_restart');
let server: ServerProcess;

beforeAll(async () => {
  server = await startServer(database.url);
  await waitForHealth(server);
});

interface Write {
  id: string;
  title: string;
  acknowledged: boolean;
  attempts: number;
  /** when it was acknowledged */
  at?: number;
}

interface Load {
  stop: boolean;
  failures: number;
  /** failures that were an HTTP answer (not a refused or reset connection) */
  answeredFailures: Map<number, number>;
  acks: number[];
}

async function attempt(load: Load, send: () => Promise<boolean | number>): Promise<boolean> {
  try {
    const outcome = await send();
    if (outcome === true) {
      load.acks.push(Date.now());
      return true;
    }
    if (typeof outcome === 'number')
      load.answeredFailures.set(outcome, (load.answeredFailures.get(outcome) ?? 0) + 1);
  } catch {
    // connection refused or reset: the client retries
  }
  load.failures += 1;
  return false;
}

/** Retries one write until it is acknowledged, as an outbox does (short fixed backoff). */
async function untilAcknowledged(load: Load, send: () => Promise<boolean | number>): Promise<number> {
  const started = Date.now();
  let attempts = 0;
  for (;;) {
    attempts += 1;
    if (await attempt(load, send)) return attempts;
    if (Date.now() - started > RETRY_LIMIT_MS)
      throw new Error(`a write was not acknowledged within ${RETRY_LIMIT_MS} ms`);
    await sleep(150);
  }
}

/** A REST client: POST /api/tasks with ids it made itself, one after another. */
async function restClient(load: Load, client: Client, tag: string, writes: Write[]) {
  for (let n = 0; !load.stop; n++) {
    const write: Write = { id: uuidv7(), title: `${tag}-${n}`, acknowledged: false, attempts: 0 };
    writes.push(write);
    write.attempts = await untilAcknowledged(load, async () => {
      const res = await client.request(server.url, 'POST', '/api/tasks', taskArgs(write.id, write.title));
      await res.arrayBuffer();
      return res.status >= 200 && res.status < 300 ? true : res.status;
    });
    write.acknowledged = true;
    write.at = Date.now();
  }
}

/** A sync client: pushes batches of 5 task.create mutations with consecutive seqs; a failed batch is resent as is. */
async function syncClient(
  load: Load,
  client: Client,
  clientId: string,
  tag: string,
  outbox: OutboxMutation[],
) {
  while (!load.stop) {
    const batch: OutboxMutation[] = [];
    for (let i = 0; i < 5; i++) {
      const seq = outbox.length + 1;
      const m = queued(seq, 'task.create', taskArgs(uuidv7(), `${tag}-${seq}`));
      outbox.push(m);
      batch.push(m);
    }
    await untilAcknowledged(load, async () => {
      const { status, body } = await push(server.url, client, clientId, batch);
      if (status !== 200 || !body) return status;
      const last = batch.at(-1)?.seq;
      if (body.lastAppliedSeq !== last || body.results.some((r) => r.status !== 'applied'))
        throw new Error(`push answered ${JSON.stringify(body)}`);
      return true;
    });
  }
}

describe('PostgreSQL restarted under load', () => {
  it('the server survives, recovers within seconds, keeps every acknowledged write, and retries apply once', async () => {
    const restUsers = [newClient(), newClient()];
    const syncUsers = [newClient(), newClient()];
    const ids = new Map<Client, number>();
    for (const c of [...restUsers, ...syncUsers]) ids.set(c, (await register(server.url, c)).id);

    const load: Load = { stop: false, failures: 0, answeredFailures: new Map(), acks: [] };
    const restWrites: Write[][] = restUsers.map(() => []);
    const outboxes: OutboxMutation[][] = syncUsers.map(() => []);
    const clientIds = syncUsers.map(() => `c-${uuidv7()}`);
    const clients = [
      ...restUsers.map((c, i) => restClient(load, c, `rest${i}`, restWrites[i] ?? [])),
      ...syncUsers.map((c, i) => syncClient(load, c, clientIds[i] ?? '', `sync${i}`, outboxes[i] ?? [])),
    ];
    // health, every 100 ms, all along: when each check was sent, when it was answered, and how
    const watch = watchHealth(server.url, 100, 5000);
    const health = watch.checks;

    await sleep(2000);
    const acksBefore = load.acks.length;
    database.pg.stop(); // fast shutdown: open sessions are ended, transactions in flight roll back
    const downAt = Date.now();
    await sleep(2000);
    const failuresWhileDown = load.failures;
    database.pg.start();
    const backAt = Date.now();
    await sleep(4000);
    load.stop = true;
    await Promise.all([...clients, watch.stop()]);

    // the process lived through it
    expect(server.alive(), server.log()).toBe(true);
    // load really ran before, and writes really failed while the database was down
    expect(acksBefore).toBeGreaterThan(10);
    expect(failuresWhileDown).toBeGreaterThan(0);
    // failed writes were answered by the server (5xx), not refused by a dead process
    expect([...load.answeredFailures.keys()].every((s) => s >= 500)).toBe(true);
    // health said 503 while down, and 200 again soon after the database came back
    expect(health.some((h) => h.sent > downAt && h.sent < backAt && h.status === 503)).toBe(true);
    const healthyAgain = health.find((h) => h.done > backAt && h.status === 200);
    const timeline = () =>
      `health after the restart: ${health
        .filter((h) => h.done > backAt)
        .map((h) => `${h.done - backAt}:${h.status}`)
        .join(' ')}\n${server.log()}`;
    expect(healthyAgain, `health never answered 200 after the restart; ${timeline()}`).toBeDefined();
    expect((healthyAgain?.done ?? Infinity) - backAt).toBeLessThan(RECOVERY_LIMIT_MS);
    const firstWriteAfter = load.acks.find((t) => t > backAt);
    expect((firstWriteAfter ?? Infinity) - backAt).toBeLessThan(RECOVERY_LIMIT_MS);
    console.log(
      `[pg restart] acknowledged ${load.acks.length} writes, ${load.failures} attempts retried after an error; ` +
        `health 200 ${(healthyAgain?.done ?? 0) - backAt} ms and first write ${(firstWriteAfter ?? 0) - backAt} ms after PostgreSQL was back`,
    );

    const sql = postgres(database.url, { max: 1, onnotice: () => {}, transform: postgres.camel });
    try {
      for (const [i, user] of restUsers.entries()) {
        const writes = restWrites[i] ?? [];
        expect(writes.every((w) => w.acknowledged)).toBe(true);
        const rows = await sql<{ id: string; title: string }[]>`
          select id, title from user_tasks where user_id = ${ids.get(user) ?? 0} and deleted_at is null`;
        // every acknowledged write is stored, once, and nothing else is
        expect(rows.map((r) => r.id).sort()).toEqual(writes.map((w) => w.id).sort());
        expect(new Set(rows.map((r) => r.title)).size).toBe(rows.length);
      }
      for (const [i, user] of syncUsers.entries()) {
        const outbox = outboxes[i] ?? [];
        const userId = ids.get(user) ?? 0;
        const rows = await sql<{ id: string; title: string }[]>`
          select id, title from user_tasks where user_id = ${userId} and deleted_at is null`;
        expect(rows.map((r) => r.id).sort()).toEqual(outbox.map((m) => m.args.id as string).sort());
        expect(await lastSeqOf(sql, userId, clientIds[i] ?? '')).toBe(outbox.length);
        expect(await recordedResults(sql, userId, clientIds[i] ?? '')).toEqual({
          n: outbox.length,
          applied: outbox.length,
        });
      }
    } finally {
      await sql.end();
    }

    // and the API works as before
    const after = newClient();
    await register(server.url, after);
    const res = await push(server.url, after, `c-${uuidv7()}`, [
      queued(1, 'task.create', taskArgs(uuidv7(), 'after the restart')),
    ]);
    expect((res.body as PushResponse).lastAppliedSeq).toBe(1);
  });
});
