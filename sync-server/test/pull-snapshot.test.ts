import { type Change, SYNC_SCHEMA_VERSION } from '@reign/contract';
import { uuidv7 } from '@reign/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../src/db/connect';
import { pull } from '../src/modules/sync/pull-service';
import { as, createTestApp, databaseKind, registerUser } from './support/harness';

// The pull reads every synced table of an account; read one by one, each in its own snapshot, a
// write committed between two of the reads was missed while a later write was seen, and the cursor
// passed the missed one for good. Here two writes commit right after the first table's read, before
// the others': the pull must see both or neither. (PostgreSQL only: the reads hold the embedded
// database's one connection while the writes wait for it.)
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Tagged = (...args: unknown[]) => unknown;

/** The database as the pull sees it: after its first read of a table, `between` runs, then the rest. */
function interleaved(db: Sql, between: () => Promise<void>): Sql {
  let first: Promise<void> | null = null;
  const wrap = (target: Sql): Sql =>
    new Proxy(target, {
      apply(fn, thisArg, args) {
        const query = Reflect.apply(fn as unknown as Tagged, thisArg, args) as PromiseLike<unknown>;
        const strings = args[0] as { raw?: unknown } | undefined;
        if (!strings?.raw || !(args[0] as string[]).join('').includes('version >')) return query;
        if (!first) {
          const done = Promise.resolve(query).then(async (rows) => {
            await between();
            return rows;
          });
          first = done.then(() => undefined);
          return done;
        }
        return first.then(() => query);
      },
      get(fn, prop, receiver) {
        if (prop === 'begin') {
          return (mode: string, body: (tx: Sql) => unknown) =>
            (fn as Sql).begin(mode, (tx) => body(wrap(tx as unknown as Sql)) as never);
        }
        return Reflect.get(fn, prop, receiver);
      },
    });
  return wrap(db);
}

describe.skipIf(databaseKind() === 'embedded')('the pull reads one snapshot of the account', () => {
  it('never passes a write committed between its reads of two tables', async () => {
    const user = await registerUser(app);
    const me = as(app, user);
    const clientId = `client-${uuidv7()}`;
    let seq = 0;
    const push = async (name: string, args: unknown) => {
      seq += 1;
      const res = await me.post('/api/sync/push', {
        clientId,
        schemaVersion: SYNC_SCHEMA_VERSION,
        mutations: [{ seq, id: uuidv7(), name, args }],
      });
      expect(res.json().results[0].status).toBe('applied');
    };
    await push('task.create', { id: uuidv7(), title: 'Before', scheduledDate: '2026-11-21' });
    const start = (await me.get('/api/sync/pull?cursor=0')).json().cursor as number;

    // a goal (the first table the pull reads) and then a task commit between its reads
    const goalId = uuidv7();
    const taskId = uuidv7();
    const sql = interleaved(app.db.sql, async () => {
      await push('goal.create', { id: goalId, title: 'Missed?', description: 'd', targetDate: '2026-12-31' });
      await push('task.create', { id: taskId, title: 'Seen', scheduledDate: '2026-11-21' });
    });
    const query = { cursor: start, limit: 500 } as Parameters<typeof pull>[2];
    const first = await pull(sql, user.user.id, query);
    const next = await pull(app.db.sql, user.user.id, { ...query, cursor: first.cursor });
    const ids = (changes: Change[]) => changes.map((c) => c.id);
    const seen = [...ids(first.changes), ...ids(next.changes)];
    expect(seen).toContain(taskId);
    expect(seen).toContain(goalId);
  });
});
