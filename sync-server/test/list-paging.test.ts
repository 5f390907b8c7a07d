import { NEXT_CURSOR_HEADER, PAGE_SIZE, pageMessages, REFERRAL_STATS_SHOWN } from '@reign/contract';
import { uuidv7 } from '@reign/domain';
import { describe, expect, it } from 'vitest';
import { seed, signedIn } from './support/bounds';
import { fileTestApp } from './support/file-app';
import { as, registerUser, signInAdmin } from './support/harness';

const app = fileTestApp();

describe('paged lists', () => {
  it('a cursor walks every row exactly once, in order, with the next page in the headers', async () => {
    const { id, me } = await signedIn(app);
    // a microsecond apart: the cursor must keep created_at exactly
    await seed(app, 'prayer_requests', id, 7, '1 microsecond');
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
    const { id, me } = await signedIn(app);
    await seed(app, 'user_tasks', id, 5, '0 seconds');
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
    const { id, me } = await signedIn(app);
    await seed(app, 'user_goals', id, PAGE_SIZE.default + 1);
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
    const { me } = await signedIn(app);
    const res = await me.get(`/api/prayers?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('the plans are paged newest date first; a cursor of another list is 400', async () => {
    const { me } = await signedIn(app);
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
