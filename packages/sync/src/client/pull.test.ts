import { uuidv7 } from '@reign/domain';
import { liveQuery } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReignDb } from '../device/database';
import { createMutations } from './mutations';
import { PULL_PAGE, pullChanges } from './pull';

const dbs: ReignDb[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/**
 * A new database with no tasks, and a task row as the server would send it (made by the local
 * mutations, then cleared).
 */
async function emptyDbAndTaskRow() {
  const db = new ReignDb(`pull-unit-${uuidv7()}`);
  dbs.push(db);
  const made = await createMutations(db, { queue: false }).createTask({
    title: 'Pray',
    scheduledDate: '2099-01-01',
  });
  await db.tasks.clear();
  return { db, made };
}

describe('pullChanges', () => {
  it('writes a page of rows, a row named twice keeping its last change', async () => {
    const { db, made } = await emptyDbAndTaskRow();
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

  /** A database and a server of `pages` full pages of new tasks; the page after them fails. */
  async function pagedServer(pages: number) {
    const { db, made } = await emptyDbAndTaskRow();
    const page = (n: number) => ({
      changes: Array.from({ length: PULL_PAGE }, (_, i) => {
        const id = uuidv7();
        const version = n * PULL_PAGE + i + 1;
        return { table: 'tasks', id, version, deleted: false, row: { ...made, id, title: `t${version}` } };
      }),
      cursor: (n + 1) * PULL_PAGE,
      hasMore: true,
      lastAppliedSeq: 0,
    });
    const asked: URLSearchParams[] = [];
    const fetch = async (url: RequestInfo | URL) => {
      const query = new URL(String(url)).searchParams;
      asked.push(query);
      const n = Number(query.get('cursor')) / PULL_PAGE;
      if (n < pages) return json({ ...page(n), hasMore: n < pages - 1 });
      return new Response(JSON.stringify({ error: 'Try again later.' }), { status: 503 });
    };
    return { db, asked, transport: { fetch, baseUrl: 'http://test' } };
  }

  it('pulls in pages of PULL_PAGE rows, the next asked for as one arrives, and writes them together: the screens change once', async () => {
    const { db, asked, transport } = await pagedServer(3);
    const counts: number[] = [];
    const seen = liveQuery(() => db.tasks.count()).subscribe((n) => counts.push(n));
    await vi.waitFor(() => expect(counts).toEqual([0]));

    expect(await pullChanges(db, transport)).toBe(3 * PULL_PAGE);

    expect(asked.map((q) => [q.get('cursor'), q.get('limit')])).toEqual([
      ['0', String(PULL_PAGE)],
      [String(PULL_PAGE), String(PULL_PAGE)],
      [String(2 * PULL_PAGE), String(PULL_PAGE)],
    ]);
    expect(PULL_PAGE).toBeLessThanOrEqual(100);
    await vi.waitFor(() => expect(counts.at(-1)).toBe(3 * PULL_PAGE));
    expect(counts).toEqual([0, 3 * PULL_PAGE]);
    expect(await db.meta.get('cursor')).toMatchObject({ value: 3 * PULL_PAGE });
    seen.unsubscribe();
  });

  it('a page that fails leaves the pages before it written', async () => {
    const { db, transport } = await pagedServer(2);
    // the server says a third page follows the second, then fails it
    const failing = {
      ...transport,
      fetch: async (url: RequestInfo | URL) => {
        const res = await transport.fetch(url);
        if (new URL(String(url)).searchParams.get('cursor') !== String(PULL_PAGE)) return res;
        return json({ ...(await res.json()), hasMore: true });
      },
    };

    await expect(pullChanges(db, failing)).rejects.toThrow();

    expect(await db.tasks.count()).toBe(2 * PULL_PAGE);
    expect(await db.meta.get('cursor')).toMatchObject({ value: 2 * PULL_PAGE });
  });

  it('a build that does not know a table parks its changes and reads the rest; a build that knows it reads them later', async () => {
    const { db, made } = await emptyDbAndTaskRow();
    const conflict = {
      id: uuidv7(),
      entity: 'tasks',
      rowId: made.id,
      values: { title: 'Pray at dawn' },
      createdAt: made.createdAt,
      updatedAt: made.createdAt,
    };
    const page = {
      changes: [
        { table: 'tasks', id: made.id, version: 1, deleted: false, row: made },
        { table: 'conflicts', id: conflict.id, version: 2, deleted: false, row: conflict },
      ],
      cursor: 2,
      hasMore: false,
      lastAppliedSeq: 0,
    };
    const transport = { fetch: async () => json(page), baseUrl: 'http://test' };
    const older = (table: string) => table !== 'conflicts';

    await pullChanges(db, transport, { knows: older });
    expect(await db.tasks.count()).toBe(1);
    expect(await db.conflicts.count()).toBe(0);
    expect((await db.parked.toArray()).map((p) => p.id)).toEqual([conflict.id]);
    expect(await db.meta.get('cursor')).toMatchObject({ value: 2 });

    // the same build again keeps it parked; a build that knows the table reads it before it pulls
    await pullChanges(db, transport, { knows: older });
    expect(await db.parked.count()).toBe(1);
    await pullChanges(db, { fetch: async () => json({ ...page, changes: [] }), baseUrl: 'http://test' });
    expect(await db.conflicts.get(conflict.id)).toMatchObject({
      values: { title: 'Pray at dawn' },
      version: 2,
    });
    expect(await db.parked.count()).toBe(0);
  });
});
