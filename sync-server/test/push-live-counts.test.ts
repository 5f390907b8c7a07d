import { ACCOUNT_LIMITS } from '@reign/contract';
import { uuidv7 } from '@reign/domain';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Sql } from '../src/db/connect';
import { live, seed, signedIn } from './support/bounds';
import { databaseKind, testConfig } from './support/harness';

// A push's creates count the user's live rows once for a run of creates far from the limit, not
// once each (LiveCounts, account-limits.ts): the limit is kept exactly all the same.

const LIMIT = ACCOUNT_LIMITS.tasks;
let app: FastifyInstance;
/** every statement the app sent */
const sent: string[] = [];
beforeAll(async () => {
  const sql = postgres(inject('databaseUrl'), {
    transform: postgres.camel,
    debug: (_connection, query) => sent.push(query),
    max: databaseKind() === 'embedded' ? 1 : 4,
    onnotice: () => {},
  }) as unknown as Sql;
  const database = { sql, kind: databaseKind(), close: () => sql.end({ timeout: 5 }) };
  app = await buildApp({ config: testConfig(), database });
});
afterAll(() => app.close());

const create = (seq: number) => ({
  seq,
  id: uuidv7(),
  name: 'task.create',
  args: { id: uuidv7(), title: `Task ${seq}`, scheduledDate: '2026-11-21' },
});
const statuses = (res: { json(): { results: { status: string }[] } }) =>
  res.json().results.map((r) => r.status);
const countsOfTasks = () => sent.filter((q) => /count\(\*\)/.test(q) && /user_tasks/.test(q)).length;

describe('account limits in a push', () => {
  it('a push of 20 creates counts the tasks once', async () => {
    const { id, push } = await signedIn(app);
    const before = countsOfTasks();
    const res = await push(Array.from({ length: 20 }, (_, i) => create(i + 1)));
    expect(statuses(res)).toEqual(Array(20).fill('applied'));
    expect(countsOfTasks() - before).toBe(1);
    expect(await live(app, 'user_tasks', id)).toBe(20);
  });

  it('creates past the limit in one push are refused exactly at it', async () => {
    const { id, push } = await signedIn(app);
    await seed(app, 'user_tasks', id, LIMIT - 3);
    const res = await push([1, 2, 3, 4, 5].map(create));
    expect(statuses(res)).toEqual(['applied', 'applied', 'applied', 'rejected', 'rejected']);
    expect(await live(app, 'user_tasks', id)).toBe(LIMIT);
  });

  it('a delete between creates makes room again within the push', async () => {
    const { id, push } = await signedIn(app);
    await seed(app, 'user_tasks', id, LIMIT - 1);
    const first = create(1);
    const res = await push([
      first,
      create(2),
      { seq: 3, id: uuidv7(), name: 'task.delete', args: { id: first.args.id } },
      create(4),
      create(5),
    ]);
    expect(statuses(res)).toEqual(['applied', 'rejected', 'applied', 'applied', 'rejected']);
    expect(await live(app, 'user_tasks', id)).toBe(LIMIT);
  });

  it("one user's count is never another's: each push counts its own user's rows", async () => {
    const full = await signedIn(app);
    const empty = await signedIn(app);
    await seed(app, 'user_tasks', full.id, LIMIT);
    const [a, b] = await Promise.all([full.push([create(1), create(2)]), empty.push([create(1), create(2)])]);
    expect(statuses(a)).toEqual(['rejected', 'rejected']);
    expect(statuses(b)).toEqual(['applied', 'applied']);
  });
});
