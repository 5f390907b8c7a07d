import { uuidv7 } from '@reign/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createMutations } from '../data/mutations';
import { ReignDb } from '../db/database';
import { PULL_PAGE, pullChanges } from './pull';

const dbs: ReignDb[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('pullChanges', () => {
  it('writes a page of rows, a row named twice keeping its last change', async () => {
    const db = new ReignDb(`pull-unit-${uuidv7()}`);
    dbs.push(db);
    // a task row as the server would send it, made by the local mutations and then cleared
    const made = await createMutations(db, { queue: false }).createTask({
      title: 'Pray',
      scheduledDate: '2099-01-01',
    });
    await db.tasks.clear();
    const row = (title: string) => ({ ...made, title });
    const a = uuidv7();
    const b = uuidv7();
    const page = {
      changes: [
        { table: 'tasks', id: a, version: 1, deleted: false, row: { ...row('first'), id: a } },
        { table: 'tasks', id: b, version: 2, deleted: false, row: { ...row('kept'), id: b } },
        { table: 'tasks', id: a, version: 3, deleted: false, row: { ...row('second'), id: a } },
        { table: 'tasks', id: b, version: 4, deleted: true, row: null },
        ...Array.from({ length: 200 }, (_, i) => {
          const id = uuidv7();
          return { table: 'tasks', id, version: 5 + i, deleted: false, row: { ...row(`task ${i}`), id } };
        }),
      ],
      cursor: 204,
      hasMore: false,
      lastAppliedSeq: 0,
    };
    const received = await pullChanges(db, { fetch: async () => json(page), baseUrl: 'http://test' });

    expect(received).toBe(204);
    expect(await db.tasks.get(a)).toMatchObject({ title: 'second', version: 3, deleted: false });
    expect(await db.tasks.get(b)).toBeUndefined();
    expect(await db.tasks.count()).toBe(201);
    expect(await db.meta.get('cursor')).toMatchObject({ value: 204 });
  });

  it('pulls in pages of PULL_PAGE rows, the next page asked for while one is written; a failed page keeps the pages before it', async () => {
    const db = new ReignDb(`pull-unit-${uuidv7()}`);
    dbs.push(db);
    const made = await createMutations(db, { queue: false }).createTask({
      title: 'Pray',
      scheduledDate: '2099-01-01',
    });
    await db.tasks.clear();
    const page = (from: number, hasMore: boolean) => ({
      changes: Array.from({ length: PULL_PAGE }, (_, i) => {
        const id = uuidv7();
        return {
          table: 'tasks',
          id,
          version: from + i,
          deleted: false,
          row: { ...made, id, title: `t${from + i}` },
        };
      }),
      cursor: from + PULL_PAGE - 1,
      hasMore,
      lastAppliedSeq: 0,
    });
    const asked: URLSearchParams[] = [];
    const fetch = async (url: RequestInfo | URL) => {
      const query = new URL(String(url)).searchParams;
      asked.push(query);
      const cursor = Number(query.get('cursor'));
      if (cursor === 0) return json(page(1, true));
      if (cursor === PULL_PAGE) return json(page(PULL_PAGE + 1, true));
      return new Response(JSON.stringify({ error: 'Try again later.' }), { status: 503 });
    };

    await expect(pullChanges(db, { fetch, baseUrl: 'http://test' })).rejects.toThrow();

    expect(asked.map((q) => [q.get('cursor'), q.get('limit')])).toEqual([
      ['0', String(PULL_PAGE)],
      [String(PULL_PAGE), String(PULL_PAGE)],
      [String(2 * PULL_PAGE), String(PULL_PAGE)],
    ]);
    expect(PULL_PAGE).toBeLessThanOrEqual(100);
    expect(await db.tasks.count()).toBe(2 * PULL_PAGE);
    expect(await db.meta.get('cursor')).toMatchObject({ value: 2 * PULL_PAGE });
  });
});
