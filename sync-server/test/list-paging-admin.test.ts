import { NEXT_CURSOR_HEADER, PAGE_SIZE, pageMessages } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, registerUser, signInAdmin } from './support/harness';

// The Daily archive and the admin's content lists are paged like the others (issue 40).
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({}, { clock: () => new Date('2026-10-21T18:00:00Z') });
});
afterAll(() => app.close());

type Client = ReturnType<typeof as>;

/** Every row of a paged list, following the next cursor; and the size of each page. */
async function walk(client: Client, path: string, limit: number) {
  const rows: Record<string, unknown>[] = [];
  const sizes: number[] = [];
  let cursor: string | undefined;
  do {
    const res = await client.get(`${path}?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as Record<string, unknown>[];
    rows.push(...page);
    sizes.push(page.length);
    cursor = res.headers[NEXT_CURSOR_HEADER] as string | undefined;
    if (cursor) expect(res.headers.link).toContain('rel="next"');
  } while (cursor);
  return { rows, sizes };
}

const ids = (rows: Record<string, unknown>[]) => rows.map((r) => r.id);

/**
 * Other test files share the database and add rows of their own: a walk must show this test's rows
 * exactly once, in the order `expected` gives them, with every page full but the last.
 */
function expectWalked(
  walked: { rows: Record<string, unknown>[]; sizes: number[] },
  expected: number[],
  limit: number,
) {
  const mine = new Set(expected);
  expect(ids(walked.rows).filter((id) => mine.has(id as number))).toEqual(expected);
  expect(walked.sizes.slice(0, -1).every((n) => n === limit)).toBe(true);
}

describe('paged admin content lists', () => {
  it('the scheduled scriptures: every row once, latest date first, ties by id', async () => {
    const { sql } = app.db;
    // two on one date: only the id orders them
    const made: number[] = [];
    for (const date of ['2026-10-05', '2026-10-07', '2026-10-07', '2026-10-01', '2026-10-09']) {
      const [row] = await sql<
        { id: number }[]
      >`insert into scheduled_scriptures (schedule_date, verse, reference)
        values (${date}, 'v', 'John 3:16') returning id`;
      if (row) made.push(row.id);
    }
    const admin = as(app, await signInAdmin(app));
    const expected = await sql<{ id: number }[]>`select id from scheduled_scriptures where id in ${sql(made)}
      order by schedule_date desc, id desc`;
    expectWalked(
      await walk(admin, '/api/admin/scheduled-scriptures', 2),
      expected.map((r) => r.id),
      2,
    );
  });

  it('the giveaways: every row once, latest ending first, exact to the microsecond, ties by id', async () => {
    const { sql } = app.db;
    const ends = [
      '2026-11-01T00:00:00.000001Z',
      '2026-11-01T00:00:00.000002Z',
      '2026-11-01T00:00:00.000002Z',
      '2026-10-01T00:00:00Z',
      '2026-12-01T00:00:00Z',
    ];
    const made: number[] = [];
    for (const end of ends) {
      const [row] = await sql<{ id: number }[]>`insert into weekly_giveaways
        (title, description, prize, start_date, end_date, point_requirement)
        values ('g', 'd', 'p', '2026-01-01T00:00:00Z', ${end}, 1) returning id`;
      if (row) made.push(row.id);
    }
    const admin = as(app, await signInAdmin(app));
    const expected = await sql<{ id: number }[]>`select id from weekly_giveaways where id in ${sql(made)}
      order by end_date desc, id desc`;
    expectWalked(
      await walk(admin, '/api/admin/giveaways', 2),
      expected.map((r) => r.id),
      2,
    );
  });

  it('the series topics: every row once, in order, ties by id', async () => {
    const { sql } = app.db;
    const made: number[] = [];
    for (const order of [3, 1, 1, 0, 2]) {
      const [row] = await sql<{ id: number }[]>`insert into series_topics (title, description, order_index)
        values ('t', 'd', ${order}) returning id`;
      if (row) made.push(row.id);
    }
    const admin = as(app, await signInAdmin(app));
    const expected = await sql<{ id: number }[]>`select id from series_topics where id in ${sql(made)}
      order by order_index, id`;
    expectWalked(
      await walk(admin, '/api/admin/series', 2),
      expected.map((r) => r.id),
      2,
    );
  });

  it.each([
    '/api/admin/scheduled-scriptures',
    '/api/admin/giveaways',
    '/api/admin/series',
    '/api/reflections/scheduled',
  ])('%s: a limit over the maximum or a bad cursor is 400', async (path) => {
    const admin = as(app, await signInAdmin(app));
    const over = await admin.get(`${path}?limit=${PAGE_SIZE.max + 1}`);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toContain(pageMessages.limit);
    const bad = await admin.get(`${path}?cursor=${Buffer.from('["x"]').toString('base64url')}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(pageMessages.cursor);
  });

  it.each(['/api/admin/scheduled-scriptures', '/api/admin/giveaways', '/api/admin/series'])(
    '%s still refuses a member who is not an admin',
    async (path) => {
      const member = as(app, await registerUser(app));
      expect((await member.get(`${path}?limit=2`)).statusCode).toBe(403);
    },
  );
});

describe('the paged Daily archive', () => {
  it('a cursor walks every day exactly once, newest first, with no gap', async () => {
    const member = as(app, await registerUser(app));
    const whole = (await member.get(`/api/reflections/scheduled?limit=${PAGE_SIZE.max}`)).json() as {
      date: string;
    }[];
    expect(whole.length).toBeGreaterThan(10);
    const { rows, sizes } = await walk(member, '/api/reflections/scheduled', 4);
    expect(rows.map((r) => r.date)).toEqual(whole.map((d) => d.date));
    expect(sizes.slice(0, -1).every((n) => n === 4)).toBe(true);
    expect(rows[0]?.date).toBe('2026-10-21');
  });
});
