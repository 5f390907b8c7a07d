import {
  ACCOUNT_LIMITS,
  accountLimitMessage,
  NEXT_CURSOR_HEADER,
  PAGE_SIZE,
  pageMessages,
  REFERRAL_STATS_SHOWN,
  SYNC_SCHEMA_VERSION,
} from '@reign/contract';
import { uuidv7 } from '@reign/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, makePaidMember, registerUser, signInAdmin } from './support/harness';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Table = 'prayer_requests' | 'user_tasks' | 'user_goals';

/**
 * `n` live rows of the user in one statement (reaching a limit through the API would take minutes);
 * `step` apart in created_at, the newest first.
 */
async function seed(table: Table, userId: number, n: number, step = '1 second') {
  const { sql } = app.db;
  const at = sql`now() - g * ${step}::interval`;
  if (table === 'user_goals') {
    await sql`insert into user_goals (id, user_id, title, description, target_date, created_at)
      select gen_random_uuid(), ${userId}, 'Goal ' || g, '', '2030-01-01', ${at} from generate_series(1, ${n}) g`;
  } else {
    await sql`insert into ${sql(table)} (id, user_id, title, created_at)
      select gen_random_uuid(), ${userId}, 'Row ' || g, ${at} from generate_series(1, ${n}) g`;
  }
}

async function live(table: Table, userId: number): Promise<number> {
  const [row] = await app.db.sql<{ n: number }[]>`
    select count(*)::int as n from ${app.db.sql(table)} where user_id = ${userId} and deleted_at is null`;
  return row?.n ?? 0;
}

async function signedIn(paid = false) {
  const user = await registerUser(app);
  if (paid) await makePaidMember(app, user.user.id);
  const me = as(app, user);
  const clientId = `client-${uuidv7()}`;
  const push = (mutations: unknown[]) =>
    me.post('/api/sync/push', { clientId, schemaVersion: SYNC_SCHEMA_VERSION, mutations });
  return { id: user.user.id, me, push };
}

describe('per-account limits', () => {
  it.each([
    ['prayers', 'prayer_requests', '/api/prayers', { title: 'One more' }],
    ['tasks', 'user_tasks', '/api/tasks', { title: 'One more', scheduledDate: '2026-11-21' }],
    ['goals', 'user_goals', '/api/goals', { title: 'One more', description: 'x', targetDate: '2030-01-01' }],
  ] as const)(
    'a REST create of %s at the limit is 409 naming it; the rows stay',
    async (kind, table, url, body) => {
      const { id, me } = await signedIn(true);
      await seed(table, id, ACCOUNT_LIMITS[kind]);
      const res = await me.post(url, body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: accountLimitMessage(kind), code: 'account_limit' });
      expect(res.json().message).toContain(ACCOUNT_LIMITS[kind].toLocaleString('en-US'));
      expect(await live(table, id)).toBe(ACCOUNT_LIMITS[kind]);
    },
  );

  it('one below the limit a create is made, and a delete makes room again', async () => {
    const { id, me } = await signedIn();
    await seed('prayer_requests', id, ACCOUNT_LIMITS.prayers - 1);
    const made = await me.post('/api/prayers', { title: 'The last one' });
    expect(made.statusCode).toBe(201);
    expect((await me.post('/api/prayers', { title: 'Past it' })).statusCode).toBe(409);
    expect((await me.delete(`/api/prayers/${made.json().id}`)).statusCode).toBe(200);
    expect((await me.post('/api/prayers', { title: 'Room again' })).statusCode).toBe(201);
  });

  it('a pushed create at the limit is refused with the problem; the others of the push apply', async () => {
    const { id, push } = await signedIn();
    await seed('prayer_requests', id, ACCOUNT_LIMITS.prayers);
    const existing = await app.db.sql<{ id: string }[]>`
      select id from prayer_requests where user_id = ${id} limit 1`;
    const res = await push([
      { seq: 1, id: uuidv7(), name: 'prayer.create', args: { id: uuidv7(), title: 'Past it' } },
      {
        seq: 2,
        id: uuidv7(),
        name: 'prayer.update',
        args: { id: existing[0]?.id, changes: { title: 'Still editable' } },
      },
    ]);
    expect(res.statusCode).toBe(200);
    const [refused, applied] = res.json().results;
    expect(refused).toMatchObject({
      status: 'rejected',
      error: { status: 409, message: accountLimitMessage('prayers'), code: 'account_limit' },
    });
    expect(applied).toMatchObject({ status: 'applied' });
    expect(await live('prayer_requests', id)).toBe(ACCOUNT_LIMITS.prayers);
  });

  it('concurrent creates at one below the limit make exactly one row', async () => {
    const { id, me } = await signedIn();
    await seed('prayer_requests', id, ACCOUNT_LIMITS.prayers - 1);
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => me.post('/api/prayers', { title: `Racing ${i}` })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(await live('prayer_requests', id)).toBe(ACCOUNT_LIMITS.prayers);
  });

  it('an import that would cross a limit is 409 naming it and imports nothing', async () => {
    const { id, me } = await signedIn();
    await seed('prayer_requests', id, ACCOUNT_LIMITS.prayers - 1);
    const at = new Date().toISOString();
    const prayer = (title: string) => ({
      id: uuidv7(),
      title,
      details: null,
      forWhom: null,
      category: 'spiritual',
      status: 'active',
      answeredAt: null,
      testimony: null,
      createdAt: at,
      updatedAt: at,
    });
    const file = { format: 'reign-export', version: 1, exportedAt: at, prayers: [prayer('a'), prayer('b')] };
    const res = await me.post('/api/account/import', file);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'account_limit' });
    expect(res.json().message).toContain(ACCOUNT_LIMITS.prayers.toLocaleString('en-US'));
    expect(await live('prayer_requests', id)).toBe(ACCOUNT_LIMITS.prayers - 1);
    // one new request fits: the import goes through
    const fits = await me.post('/api/account/import', { ...file, prayers: [prayer('c')] });
    expect(fits.statusCode).toBe(200);
    expect(await live('prayer_requests', id)).toBe(ACCOUNT_LIMITS.prayers);
  });
});

describe('action completions of one plan', () => {
  const perSave = 60;
  const plan = {
    date: '2026-11-21',
    verse: 'v',
    verseReference: 'John 3:16',
    priorities: ['Family'],
    actionSteps: [{ priority: 'Family', actions: ['Call mom'] }],
  };
  const actions = (from: number) =>
    Array.from({ length: perSave }, (_, i) => ({
      text: `Action ${from + i}`,
      priority: 'Family',
      isCompleted: true,
    }));

  it('a save that would pass the per-plan limit is 409 naming it; marks already kept still save', async () => {
    const { me } = await signedIn();
    const { id: entryId } = (await me.post('/api/entries', plan)).json();
    const save = (from: number) =>
      me.post('/api/daily-actions/save', { entryId, date: plan.date, actions: actions(from) });
    for (let from = 0; from < ACCOUNT_LIMITS.dailyActionsPerPlan; from += perSave)
      expect((await save(from)).statusCode).toBe(200);
    const past = await save(ACCOUNT_LIMITS.dailyActionsPerPlan);
    expect(past.statusCode).toBe(409);
    expect(past.json()).toMatchObject({
      message: accountLimitMessage('dailyActionsPerPlan'),
      code: 'account_limit',
    });
    // unchecking actions the plan has already is no new row
    const again = await me.post('/api/daily-actions/save', {
      entryId,
      date: plan.date,
      actions: actions(0).map((a) => ({ ...a, isCompleted: false })),
    });
    expect(again.statusCode).toBe(200);
    const [row] = await app.db.sql<{ n: number }[]>`
      select count(*)::int as n from daily_action_completions where entry_id = ${entryId}`;
    expect(row?.n).toBe(ACCOUNT_LIMITS.dailyActionsPerPlan);
  });

  it('an import keeps a plan within the limit: the completions past it are refused, saying why', async () => {
    const { me } = await signedIn();
    const { id: entryId } = (await me.post('/api/entries', plan)).json();
    const at = new Date().toISOString();
    const completions = Array.from({ length: ACCOUNT_LIMITS.dailyActionsPerPlan + 2 }, (_, i) => ({
      id: uuidv7(),
      entryId,
      actionText: `Imported ${i}`,
      priority: 'Family',
      isCompleted: true,
      completedAt: at,
      date: plan.date,
    }));
    const file = { format: 'reign-export', version: 1, exportedAt: at, dailyActions: completions };
    const res = await me.post('/api/account/import', file);
    expect(res.statusCode).toBe(200);
    expect(res.json().dailyActions).toMatchObject({ added: ACCOUNT_LIMITS.dailyActionsPerPlan, refused: 2 });
    expect(res.json().problems[0]).toContain(accountLimitMessage('dailyActionsPerPlan'));
  });
});

describe('paged lists', () => {
  it('a cursor walks every row exactly once, in order, with the next page in the headers', async () => {
    const { id, me } = await signedIn();
    // a microsecond apart: the cursor must keep created_at exactly
    await seed('prayer_requests', id, 7, '1 microsecond');
    const seen: string[] = [];
    let url: string | null = '/api/prayers?limit=3';
    const sizes: number[] = [];
    while (url) {
      const res = await me.get(url);
      expect(res.statusCode).toBe(200);
      const page = res.json() as { id: string; title: string }[];
      sizes.push(page.length);
      seen.push(...page.map((p) => p.title));
      const next = res.headers[NEXT_CURSOR_HEADER] as string | undefined;
      const link = res.headers.link as string | undefined;
      if (next) expect(link).toBe(`</api/prayers?limit=3&cursor=${next}>; rel="next"`);
      url = link ? (/^<([^>]+)>/.exec(link)?.[1] ?? null) : null;
    }
    expect(sizes).toEqual([3, 3, 1]);
    expect(seen).toEqual(['Row 7', 'Row 6', 'Row 5', 'Row 4', 'Row 3', 'Row 2', 'Row 1']);
  });

  it('rows made at the same instant are paged by id, none twice or left out', async () => {
    const { id, me } = await signedIn();
    await seed('user_tasks', id, 5, '0 seconds');
    const first = await me.get('/api/tasks?limit=2');
    const ids = first.json().map((t: { id: string }) => t.id);
    let cursor = first.headers[NEXT_CURSOR_HEADER];
    while (cursor) {
      const res = await me.get(`/api/tasks?limit=2&cursor=${cursor}`);
      ids.push(...res.json().map((t: { id: string }) => t.id));
      cursor = res.headers[NEXT_CURSOR_HEADER];
    }
    expect(ids).toHaveLength(5);
    expect(new Set(ids).size).toBe(5);
  });

  it('answers PAGE_SIZE.default rows unless asked, and a last page has no next cursor', async () => {
    const { id, me } = await signedIn();
    await seed('user_goals', id, PAGE_SIZE.default + 1);
    const first = await me.get('/api/goals');
    expect(first.json()).toHaveLength(PAGE_SIZE.default);
    const rest = await me.get(`/api/goals?cursor=${first.headers[NEXT_CURSOR_HEADER]}`);
    expect(rest.json()).toHaveLength(1);
    expect(rest.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
    expect(rest.headers.link).toBeUndefined();
  });

  it.each([
    [`limit=${PAGE_SIZE.max + 1}`, pageMessages.limit],
    ['limit=0', pageMessages.limit],
    ['limit=ten', pageMessages.limit],
    ['cursor=not-a-cursor', pageMessages.cursor],
    [`cursor=${Buffer.from('["x","y"]').toString('base64url')}`, pageMessages.cursor],
    [
      `cursor=${Buffer.from('["1","00000000-0000-0000-0000-000000000000","z"]').toString('base64url')}`,
      pageMessages.cursor,
    ],
  ])('GET /api/prayers?%s is 400, not 500', async (query, message) => {
    const { me } = await signedIn();
    const res = await me.get(`/api/prayers?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('the plans are paged newest date first; a cursor of another list is 400', async () => {
    const { me } = await signedIn();
    for (const date of ['2026-01-01', '2026-01-03', '2026-01-02']) {
      const body = {
        date,
        verse: 'v',
        verseReference: 'John 3:16',
        priorities: ['Family'],
        actionSteps: [{ priority: 'Family', actions: ['Call mom'] }],
      };
      expect((await me.post('/api/entries', body)).statusCode).toBe(201);
    }
    const first = await me.get('/api/entries/user?limit=2');
    expect(first.json().map((e: { date: string }) => e.date)).toEqual(['2026-01-03', '2026-01-02']);
    const next = await me.get(`/api/entries/user?limit=2&cursor=${first.headers[NEXT_CURSOR_HEADER]}`);
    expect(next.json().map((e: { date: string }) => e.date)).toEqual(['2026-01-01']);
    const prayers = await me.get(`/api/prayers?cursor=${first.headers[NEXT_CURSOR_HEADER]}`);
    expect(prayers.statusCode).toBe(400);
  });

  it("the admin's list of a user's referrals is paged, newest first, ties broken by id", async () => {
    const admin = as(app, await signInAdmin(app));
    const referrer = await registerUser(app);
    const friends = [];
    for (let i = 0; i < 5; i++) friends.push((await registerUser(app)).user.id);
    // the same instant for all: only the id orders them
    await app.db.sql`update users set referred_by = ${referrer.user.id}, created_at = now()
      where id = any(${friends}::int[])`;
    const url = `/api/admin/users/${referrer.user.id}/referrals?limit=2`;
    const seen: number[] = [];
    let res = await admin.get(url);
    seen.push(...res.json().map((r: { id: number }) => r.id));
    while (res.headers[NEXT_CURSOR_HEADER]) {
      res = await admin.get(`${url}&cursor=${res.headers[NEXT_CURSOR_HEADER]}`);
      expect(res.statusCode).toBe(200);
      seen.push(...res.json().map((r: { id: number }) => r.id));
    }
    expect(seen).toEqual([...friends].sort((a, b) => b - a));
    expect((await admin.get(`${url}&cursor=bad`)).statusCode).toBe(400);
  });

  it('the referral stats list the newest friends only, and count them all', async () => {
    const referrer = await registerUser(app);
    const { sql } = app.db;
    const n = REFERRAL_STATS_SHOWN + 2;
    const tag = uuidv7().slice(-8);
    const ids = await sql<{ id: number }[]>`
      insert into users (username, password, referral_code, referred_by, created_at)
      select 'f' || ${tag} || '-' || g, 'x', 'R' || ${tag} || g, ${referrer.user.id}, now() - g * interval '1 minute'
      from generate_series(1, ${n}) g returning id`;
    await sql`insert into referrals (referred_id, referrer_id, status)
      select unnest(${ids.map((r) => r.id)}::int[]), ${referrer.user.id}, 'pending'`;
    const stats = (await as(app, referrer).get('/api/referral-stats')).json();
    expect(stats.referrals).toHaveLength(REFERRAL_STATS_SHOWN);
    expect(stats.referrals[0].username).toBe(`f${tag}-1`);
    expect(stats).toMatchObject({ totalReferrals: n, pendingReferrals: n, pointsEarned: 0 });
  });
});
