import { uuidv7 } from '@reign/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createMutations } from '../data/mutations';
import { ReignDb } from '../db/database';
import { pullChanges } from './pull';

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
});
