// The server killed with SIGKILL in the middle of a sync push (its answer never arrives), started
// again on the same database, and the client's outbox replayed as the engine does: same clientId,
// same seqs, batches of 200 from the oldest mutation not acknowledged. Every mutation applies once.
import type { PushResponse } from '@reign/contract';
import { uuidv7 } from '@reign/domain';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { privateDatabaseForFile } from './support/private-postgres';
import { lastSeqOf, recordedResults } from './support/sync-rows';

const BATCH = 200; // the engine's batch size (docs/sync-protocol.md)
const TASKS = 600;

const database = privateDatabaseForFile('reign_sigkill');
let sql: postgres.Sql;

beforeAll(() => {
  sql = postgres(database.url, { max: 1, onnotice: () => {} });
});
afterAll(() => sql?.end());

/** 600 task.create, then 150 title updates and 150 completions of some of them: 900 mutations. */
function buildOutbox(): OutboxMutation[] {
  const outbox: OutboxMutation[] = [];
  const add = (name: OutboxMutation['name'], args: Record<string, unknown>) =>
    outbox.push(queued(outbox.length + 1, name, args));
  const taskIds = Array.from({ length: TASKS }, () => uuidv7());
  for (const [i, id] of taskIds.entries()) add('task.create', taskArgs(id, `task ${i}`));
  for (let i = 0; i < 150; i++)
    add('task.update', { id: taskIds[i * 4], changes: { title: `task ${i * 4} renamed` } });
  for (let i = 0; i < 150; i++) add('task.complete', { id: taskIds[i * 4 + 1] });
  return outbox;
}

const lastSeq = (userId: number, clientId: string) => lastSeqOf(sql, userId, clientId);

/** The engine's loop: push from the oldest unacknowledged mutation until the outbox is empty. */
async function drain(server: ServerProcess, client: Client, clientId: string, outbox: OutboxMutation[]) {
  const queue = [...outbox];
  const results: PushResponse['results'] = [];
  while (queue.length) {
    const batch = queue.slice(0, BATCH);
    const { status, body } = await push(server.url, client, clientId, batch, 60_000);
    if (status !== 200 || !body) throw new Error(`push answered ${status}`);
    const done = body.results.length;
    expect(done).toBeGreaterThan(0);
    results.push(...body.results);
    queue.splice(0, done);
  }
  return results;
}

describe('SIGKILL in the middle of a sync push', () => {
  it('after a restart, the replayed outbox applies every mutation exactly once', async () => {
    let server = await startServer(database.url);
    await waitForHealth(server);
    const client = newClient();
    const { id: userId } = await register(server.url, client);
    const clientId = `c-${uuidv7()}`;
    const outbox = buildOutbox();

    // the first batch arrives; a later one is cut by SIGKILL once the server has applied part of
    // it (a batch that finishes before the kill lands is simply acknowledged, and the next is tried)
    const first = await push(server.url, client, clientId, outbox.slice(0, BATCH), 60_000);
    expect(first.body?.lastAppliedSeq).toBe(BATCH);
    let acknowledged = BATCH;
    let killedAt = 0;
    for (let start = BATCH; start < outbox.length && !killedAt; start += BATCH) {
      const batch = outbox.slice(start, start + BATCH);
      let answer: { status: number } | { lost: string } | null = null;
      const inFlight = push(server.url, client, clientId, batch, 60_000).then(
        (r) => {
          answer = { status: r.status };
        },
        (err: Error) => {
          answer = { lost: err.message };
        },
      );
      while (answer === null && (await lastSeq(userId, clientId)) < start + 20) await sleep(2);
      if (answer === null) {
        server.kill('SIGKILL');
        await server.exited;
        await inFlight;
        killedAt = await lastSeq(userId, clientId);
        // the push never got its answer, and the server stopped part-way through the batch
        expect(answer).toHaveProperty('lost');
        expect(killedAt).toBeGreaterThan(start);
        expect(killedAt).toBeLessThan(start + batch.length);
      } else {
        await inFlight;
        expect(answer).toEqual({ status: 200 });
        acknowledged = start + batch.length;
      }
    }
    expect(killedAt, 'every batch finished before the kill could land').toBeGreaterThan(0);
    expect(server.exit()?.signal).toBe('SIGKILL');

    // the same database, a new process; the cookie made before still works (sessions live in PostgreSQL)
    server = await startServer(database.url);
    await waitForHealth(server);
    expect((await client.request(server.url, 'GET', '/api/user')).status).toBe(200);

    // replay everything not acknowledged (the cut batch onwards), as the engine would
    const results = await drain(server, client, clientId, outbox.slice(acknowledged));
    expect(results.map((r) => r.seq)).toEqual(outbox.slice(acknowledged).map((m) => m.seq));
    expect(results.filter((r) => r.status !== 'applied')).toEqual([]);

    // replaying the whole outbox again changes nothing
    const again = await drain(server, client, clientId, outbox);
    expect(again.filter((r) => r.status !== 'applied')).toEqual([]);

    const tasks = await sql<{ id: string; title: string; completed: boolean }[]>`
      select id, title, completed_at is not null as completed from user_tasks
      where user_id = ${userId} and deleted_at is null`;
    expect(tasks).toHaveLength(TASKS);
    const creates = outbox.filter((m) => m.name === 'task.create').map((m) => m.args.id as string);
    expect(tasks.map((t) => t.id).sort()).toEqual([...creates].sort());
    expect(tasks.filter((t) => t.title.endsWith('renamed'))).toHaveLength(150);
    expect(tasks.filter((t) => t.completed)).toHaveLength(150);
    expect(await lastSeq(userId, clientId)).toBe(outbox.length);
    expect(await recordedResults(sql, userId, clientId)).toEqual({
      n: outbox.length,
      applied: outbox.length,
    });
    console.log(`[sigkill] killed at seq ${killedAt} of ${outbox.length}; the replay applied the rest once`);
  });
});
