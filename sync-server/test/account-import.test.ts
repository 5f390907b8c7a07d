import { ACCOUNT_IMPORT_LIMITS } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportFile } from './support/export-file';
import { ageAccount, centralDaysAgo } from './support/factories';
import { as, bodyOf, createTestApp, databaseKind, registerUser } from './support/harness';
import { refusal } from './support/refusal';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Counted = 'entries' | 'daily_action_completions' | 'earning_plan_days' | 'earning_reading_days';
const count = async (table: Counted, userId: number) => {
  const [row] = await app.db.sql<{ n: number; versions: number }[]>`
    select count(*)::int as n, count(distinct ${app.db.sql(table.startsWith('earning_') ? 'date' : 'version')})::int as versions
    from ${app.db.sql(table)} where user_id = ${userId}`;
  return row ?? { n: 0, versions: 0 };
};

describe('account import', () => {
  it('never earns: a month of recent plans imported gives no streak, points or earning day', async () => {
    const user = await registerUser(app);
    await ageAccount(app, user.user.id, 60);
    const me = as(app, user);
    const res = await me.post('/api/account/import', exportFile(31, centralDaysAgo(0)));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ entries: { added: 31 }, dailyActions: { added: 31 } });
    expect((await me.get('/api/user/achievements')).json()).toEqual([]);
    expect((await me.get('/api/user')).json().sharingPoints).toBe(0);
    expect((await count('earning_plan_days', user.user.id)).n).toBe(0);
  });

  it("never earns by days read either: a reading plan's recent week imported gives no streak achievement", async () => {
    const reader = as(app, await registerUser(app));
    const plan = await bodyOf(
      201,
      reader.post('/api/reading-plans', { planKey: 'gospels-30', startDate: centralDaysAgo(7) }),
    );
    for (let day = 1; day <= 8; day++) {
      const readOn = centralDaysAgo(8 - day);
      await bodyOf(200, reader.post(`/api/reading-plans/${plan.id}/progress`, { day, read: true, readOn }));
    }
    const user = await registerUser(app);
    await ageAccount(app, user.user.id, 60);
    const me = as(app, user);
    const res = await me.post('/api/account/import', await bodyOf(200, reader.get('/api/account/export')));
    expect(res.json()).toMatchObject({ readingProgress: { added: 8 } });
    expect((await me.get('/api/user/achievements')).json()).toEqual([]);
    expect((await count('earning_reading_days', user.user.id)).n).toBe(0);
  });

  it('writes a few hundred rows per transaction', async () => {
    const user = await registerUser(app);
    const res = await as(app, user).post('/api/account/import', exportFile(1_200, '2026-06-30'));
    expect(res.json()).toMatchObject({ entries: { added: 1_200, kept: 0, refused: 0 } });
    const plans = await count('entries', user.user.id);
    expect(plans.n).toBe(1_200);
    // one version per transaction: at least 1,200 / 250 of them, never one for the whole file
    expect(plans.versions).toBeGreaterThanOrEqual(5);
    expect((await count('daily_action_completions', user.user.id)).versions).toBeGreaterThanOrEqual(5);
  });

  it('runs one import per user at a time (429), and takes the next one after', async () => {
    const me = as(app, await registerUser(app));
    const file = exportFile(1_500, '2026-06-30');
    const [a, b] = await Promise.all([
      me.post('/api/account/import', file),
      me.post('/api/account/import', file),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 429]);
    const busy = a.statusCode === 429 ? a : b;
    expect(busy.json()).toEqual(refusal({ code: 'accountImport.busy' }, 'rate_limited'));
    expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
    const again = await me.post('/api/account/import', file);
    expect(again.statusCode).toBe(200);
    expect(again.json().entries).toEqual({ added: 0, kept: 1_500, refused: 0 });
  });

  it('answers 413 with what is too much above the limits, and saves nothing', async () => {
    const user = await registerUser(app);
    const file = { ...exportFile(3, '2026-06-30'), dailyActions: [] as unknown[] };
    file.dailyActions = Array.from({ length: ACCOUNT_IMPORT_LIMITS.dailyActions + 1 }, () => ({}));
    const res = await as(app, user).post('/api/account/import', file);
    expect(res.statusCode).toBe(413);
    const tooMany = { count: 100_001, rows: 'dailyActions', limit: 100_000 } as const;
    expect(res.json()).toEqual(refusal({ code: 'accountImport.tooMany', values: tooMany }, 'too_large'));
    expect(res.json().message).toBe(
      'This file holds 100,001 action completions; an import takes at most 100,000.',
    );
    expect((await count('entries', user.user.id)).n).toBe(0);
  });

  it('answers every one of 10 parallel imports of 1,500 plans, without a server error', async () => {
    const plans = databaseKind() === 'postgres' ? 1_500 : 500;
    const users = await Promise.all(Array.from({ length: 10 }, () => registerUser(app)));
    const results = await Promise.all(
      users.map((u) => as(app, u).post('/api/account/import', exportFile(plans, '2026-06-30'))),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    for (const u of users) expect((await count('entries', u.user.id)).n).toBe(plans);
  }, 120_000);
});
