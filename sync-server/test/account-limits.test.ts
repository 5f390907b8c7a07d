import { ACCOUNT_LIMITS, type AccountLimitKind, spoken } from '@reign/contract';
import { samplePrayer } from '@reign/contract/samples';
import { uuidv7 } from '@reign/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { live, seed, signedIn } from './support/bounds';
import { createTestApp } from './support/harness';

/** The refusal past a limit, as the answer carries it (its English, code and values). */
const reached = (kind: AccountLimitKind) =>
  spoken({ code: 'limit.reached', values: { kind, limit: ACCOUNT_LIMITS[kind] } });

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('per-account limits', () => {
  it.each([
    ['prayers', 'prayer_requests', '/api/prayers', { title: 'One more' }],
    ['tasks', 'user_tasks', '/api/tasks', { title: 'One more', scheduledDate: '2026-11-21' }],
    ['goals', 'user_goals', '/api/goals', { title: 'One more', description: 'x', targetDate: '2030-01-01' }],
  ] as const)(
    'a REST create of %s at the limit is 409 naming it; the rows stay',
    async (kind, table, url, body) => {
      const { id, me } = await signedIn(app, true);
      await seed(app, table, id, ACCOUNT_LIMITS[kind]);
      const res = await me.post(url, body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ ...reached(kind), code: 'account_limit' });
      expect(res.json().message).toContain(ACCOUNT_LIMITS[kind].toLocaleString('en-US'));
      expect(await live(app, table, id)).toBe(ACCOUNT_LIMITS[kind]);
    },
  );

  it('one below the limit a create is made, and a delete makes room again', async () => {
    const { id, me } = await signedIn(app);
    await seed(app, 'prayer_requests', id, ACCOUNT_LIMITS.prayers - 1);
    const made = await me.post('/api/prayers', { title: 'The last one' });
    expect(made.statusCode).toBe(201);
    expect((await me.post('/api/prayers', { title: 'Past it' })).statusCode).toBe(409);
    expect((await me.delete(`/api/prayers/${made.json().id}`)).statusCode).toBe(200);
    expect((await me.post('/api/prayers', { title: 'Room again' })).statusCode).toBe(201);
  });

  it('a pushed create at the limit is refused with the problem; the others of the push apply', async () => {
    const { id, push } = await signedIn(app);
    await seed(app, 'prayer_requests', id, ACCOUNT_LIMITS.prayers);
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
      error: { status: 409, ...reached('prayers'), code: 'account_limit' },
    });
    expect(applied).toMatchObject({ status: 'applied' });
    expect(await live(app, 'prayer_requests', id)).toBe(ACCOUNT_LIMITS.prayers);
  });

  it('concurrent creates at one below the limit make exactly one row', async () => {
    const { id, me } = await signedIn(app);
    await seed(app, 'prayer_requests', id, ACCOUNT_LIMITS.prayers - 1);
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => me.post('/api/prayers', { title: `Racing ${i}` })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(await live(app, 'prayer_requests', id)).toBe(ACCOUNT_LIMITS.prayers);
  });

  it('an import that would cross a limit is 409 naming it and imports nothing', async () => {
    const { id, me } = await signedIn(app);
    await seed(app, 'prayer_requests', id, ACCOUNT_LIMITS.prayers - 1);
    const at = new Date().toISOString();
    const prayer = (title: string) => samplePrayer(uuidv7(), title, at);
    const file = { format: 'reign-export', version: 1, exportedAt: at, prayers: [prayer('a'), prayer('b')] };
    const res = await me.post('/api/account/import', file);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'account_limit' });
    expect(res.json().message).toContain(ACCOUNT_LIMITS.prayers.toLocaleString('en-US'));
    expect(await live(app, 'prayer_requests', id)).toBe(ACCOUNT_LIMITS.prayers - 1);
    // one new request fits: the import goes through
    const fits = await me.post('/api/account/import', { ...file, prayers: [prayer('c')] });
    expect(fits.statusCode).toBe(200);
    expect(await live(app, 'prayer_requests', id)).toBe(ACCOUNT_LIMITS.prayers);
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
    const { me } = await signedIn(app);
    const { id: entryId } = (await me.post('/api/entries', plan)).json();
    const save = (from: number) =>
      me.post('/api/daily-actions/save', { entryId, date: plan.date, actions: actions(from) });
    for (let from = 0; from < ACCOUNT_LIMITS.dailyActionsPerPlan; from += perSave)
      expect((await save(from)).statusCode).toBe(200);
    const past = await save(ACCOUNT_LIMITS.dailyActionsPerPlan);
    expect(past.statusCode).toBe(409);
    expect(past.json()).toMatchObject({
      ...reached('dailyActionsPerPlan'),
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
    const { me } = await signedIn(app);
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
    expect(res.json().problems[0]).toContain(reached('dailyActionsPerPlan').message);
  });
});
