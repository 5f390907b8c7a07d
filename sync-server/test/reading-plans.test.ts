import { NEXT_CURSOR_HEADER, PAGE_SIZE, pageMessages, SYNC_SCHEMA_VERSION } from '@reign/contract';
import { readingProgressId, uuidv7 } from '@reign/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, bodyOf, createTestApp, registerUser } from './support/harness';

// Reading plans (issue 38): free for everyone, limits with messages, ticks from two devices, and
// export then import into a new account.

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function member() {
  const who = await registerUser(app);
  return { who, me: as(app, who) };
}

const start = (body: object) => ({ planKey: 'bible-in-a-year', startDate: '2026-11-01', ...body });

/** The days read of a plan, from its own route. */
const daysRead = async (me: ReturnType<typeof as>, planId: string) =>
  bodyOf(200, me.get(`/api/reading-plans/${planId}/progress`));

function pusher(me: ReturnType<typeof as>, clientId: string) {
  let seq = 0;
  return async (name: string, args: unknown) => {
    seq += 1;
    const res = await me.post('/api/sync/push', {
      clientId,
      schemaVersion: SYNC_SCHEMA_VERSION,
      mutations: [{ seq, id: uuidv7(), name, args }],
    });
    return res.json().results[0];
  };
}

describe('reading plans', () => {
  it('starts a plan for a free member, lists it, and a start sent twice is one plan', async () => {
    const { me } = await member();
    const id = uuidv7();
    const plan = await bodyOf(201, me.post('/api/reading-plans', start({ id })));
    expect(plan).toMatchObject({
      id,
      planKey: 'bible-in-a-year',
      status: 'active',
      customBooks: [],
      catchUpDays: [],
    });
    await bodyOf(201, me.post('/api/reading-plans', start({ id })));
    const list = await bodyOf(200, me.get('/api/reading-plans'));
    expect(list).toEqual([plan]);
    expect(await daysRead(me, id)).toEqual([]);
  });

  it('lists plans in pages with a cursor, PAGE_SIZE.default unless asked, and never more than PAGE_SIZE.max', async () => {
    const { who, me } = await member();
    // more than a page, a microsecond apart (reaching them through the API takes long: 20 active at most)
    await app.db.sql`insert into reading_plans (id, user_id, plan_key, start_date, status, created_at)
      select gen_random_uuid(), ${who.user.id}, 'gospels-30', '2026-11-01', 'stopped',
             now() - (${PAGE_SIZE.default + 2} - g) * interval '1 microsecond'
      from generate_series(1, ${PAGE_SIZE.default + 1}) g`;
    const first = await me.get('/api/reading-plans');
    expect(first.json()).toHaveLength(PAGE_SIZE.default);
    const rest = await me.get(`/api/reading-plans?limit=2&cursor=${first.headers[NEXT_CURSOR_HEADER]}`);
    expect(rest.json()).toHaveLength(1);
    expect(rest.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
    const ids = [...first.json(), ...rest.json()].map((p: { id: string }) => p.id);
    expect(new Set(ids).size).toBe(PAGE_SIZE.default + 1);
    const tooMany = await bodyOf(400, me.get(`/api/reading-plans?limit=${PAGE_SIZE.max + 1}`));
    expect(tooMany.message).toContain(pageMessages.limit);
  });

  it('refuses plans of your own that name no book, unknown books or more than 2 years, saying what is wrong', async () => {
    const { me } = await member();
    const refused = async (body: object) =>
      (await bodyOf(400, me.post('/api/reading-plans', start(body)))).message;
    expect(await refused({ planKey: 'custom', customBooks: ['Gen'], customDays: 731 })).toBe(
      'A plan can be from 1 to 730 days (2 years)',
    );
    expect(await refused({ planKey: 'custom', customBooks: ['Hezekiah'], customDays: 30 })).toBe(
      "'Hezekiah' is not a book of the Bible.",
    );
    expect(await refused({ planKey: 'custom', customBooks: [], customDays: 30 })).toBe(
      'Choose at least one book for your plan.',
    );
    expect(await refused({ planKey: 'year-of-wonders' })).toMatch(/^Choose a reading plan/);
    const own = await bodyOf(
      201,
      me.post('/api/reading-plans', start({ planKey: 'custom', customBooks: ['Ruth'], customDays: 4 })),
    );
    expect(own).toMatchObject({ customBooks: ['Ruth'], customDays: 4 });
    const past = await bodyOf(
      400,
      me.post(`/api/reading-plans/${own.id}/progress`, { day: 5, read: true, readOn: '2026-11-01' }),
    );
    expect(past.message).toBe('This plan has 4 days; there is no day after 4.');
  });

  it('keeps at most 20 plans active at once, and a stopped one makes room', async () => {
    const { me } = await member();
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push((await bodyOf(201, me.post('/api/reading-plans', start({})))).id);
    const refused = await bodyOf(409, me.post('/api/reading-plans', start({})));
    expect(refused).toMatchObject({
      code: 'account_limit',
      message: 'You have 20 active reading plans, the most at once. Finish or stop one to start another.',
    });
    await bodyOf(200, me.put(`/api/reading-plans/${ids[0]}`, { status: 'stopped' }));
    await bodyOf(201, me.post('/api/reading-plans', start({})));
    expect((await bodyOf(409, me.put(`/api/reading-plans/${ids[0]}`, { status: 'active' }))).code).toBe(
      'account_limit',
    );
  });

  it('restores a backup’s stopped plans beside 20 active ones (only active plans count)', async () => {
    const { me } = await member();
    const stopped = await bodyOf(201, me.post('/api/reading-plans', start({})));
    await bodyOf(200, me.put(`/api/reading-plans/${stopped.id}`, { status: 'stopped' }));
    const backup = await bodyOf(200, me.get('/api/account/export'));
    const { me: fresh } = await member();
    for (let i = 0; i < 20; i++) await bodyOf(201, fresh.post('/api/reading-plans', start({})));
    const result = await bodyOf(200, fresh.post('/api/account/import', backup));
    expect(result).toMatchObject({ readingPlans: { added: 1, refused: 0 } });
    const plans: Array<{ id: string; status: string }> = await bodyOf(200, fresh.get('/api/reading-plans'));
    // under a new id: the file's is the first account's
    expect(plans.filter((p) => p.status === 'stopped')).toHaveLength(1);
    expect(plans.filter((p) => p.status === 'active')).toHaveLength(20);
  });

  it("answers 401 signed out and 404 for another person's plan", async () => {
    const { me } = await member();
    const { me: other } = await member();
    const plan = await bodyOf(201, me.post('/api/reading-plans', start({})));
    expect((await app.inject({ method: 'GET', url: '/api/reading-plans' })).statusCode).toBe(401);
    await bodyOf(404, other.put(`/api/reading-plans/${plan.id}`, { status: 'stopped' }));
    await bodyOf(
      404,
      other.post(`/api/reading-plans/${plan.id}/progress`, { day: 1, read: true, readOn: '2026-11-01' }),
    );
    await bodyOf(404, other.get(`/api/reading-plans/${plan.id}/progress`));
    await bodyOf(404, other.delete(`/api/reading-plans/${plan.id}`));
    await bodyOf(200, me.delete(`/api/reading-plans/${plan.id}`));
    await bodyOf(404, me.get(`/api/reading-plans/${plan.id}/progress`));
  });

  it('keeps one row when two devices tick the same day, and both days when they tick different ones', async () => {
    const { me } = await member();
    const planId = uuidv7();
    const phone = pusher(me, 'phone-device-1');
    const laptop = pusher(me, 'laptop-device-1');
    expect(await phone('readingPlan.start', start({ id: planId }))).toMatchObject({ status: 'applied' });
    const tick = (day: number) => ({ planId, day, read: true, readOn: '2026-11-02' });
    expect(await phone('readingProgress.mark', tick(1))).toMatchObject({ status: 'applied' });
    expect(await laptop('readingProgress.mark', tick(1))).toMatchObject({ status: 'applied' });
    expect(await laptop('readingProgress.mark', tick(2))).toMatchObject({ status: 'applied' });
    const progress = await daysRead(me, planId);
    expect(progress.map((p: { id: string; day: number }) => [p.id, p.day])).toEqual([
      [await readingProgressId(planId, 1), 1],
      [await readingProgressId(planId, 2), 2],
    ]);
    // unticking is a tombstone the pull carries; ticking again brings the row back
    expect(await phone('readingProgress.mark', { ...tick(2), read: false })).toMatchObject({
      status: 'applied',
    });
    const changes = (await me.get('/api/sync/pull?cursor=0&limit=1000')).json().changes;
    expect(
      changes.find((c: { table: string; deleted: boolean }) => c.table === 'readingProgress' && c.deleted),
    ).toMatchObject({
      id: await readingProgressId(planId, 2),
    });
    await phone('readingProgress.mark', tick(2));
    expect(await daysRead(me, planId)).toHaveLength(2);
  });

  it('keeps a tick sent for a plan deleted meanwhile, as the device that ticked holds it', async () => {
    const { me } = await member();
    const planId = uuidv7();
    const phone = pusher(me, 'phone-device-2');
    await phone('readingPlan.start', start({ id: planId }));
    await bodyOf(200, me.delete(`/api/reading-plans/${planId}`));
    const tick = { planId, day: 2, read: true, readOn: '2026-11-02' };
    expect(await phone('readingProgress.mark', tick)).toMatchObject({ status: 'applied' });
    const changes = (await me.get('/api/sync/pull?cursor=0&limit=1000')).json().changes;
    expect(changes.find((c: { table: string }) => c.table === 'readingProgress')).toMatchObject({
      id: await readingProgressId(planId, 2),
      deleted: false,
    });
  });

  it('catches up and starts again without removing any day read', async () => {
    const { me } = await member();
    const plan = await bodyOf(201, me.post('/api/reading-plans', start({})));
    await bodyOf(
      200,
      me.post(`/api/reading-plans/${plan.id}/progress`, { day: 1, read: true, readOn: '2026-11-01' }),
    );
    const caught = await bodyOf(
      200,
      me.put(`/api/reading-plans/${plan.id}`, { catchUpFrom: '2026-11-06', catchUpDays: [2, 3, 4, 5] }),
    );
    expect(caught).toMatchObject({ catchUpFrom: '2026-11-06', catchUpDays: [2, 3, 4, 5] });
    const again = await bodyOf(
      200,
      me.put(`/api/reading-plans/${plan.id}`, { startDate: '2026-11-05', catchUpFrom: null }),
    );
    expect(again).toMatchObject({ startDate: '2026-11-05', catchUpFrom: null, catchUpDays: [] });
    expect(await daysRead(me, plan.id)).toHaveLength(1);
  });

  it('exports plans and progress, and an import into a new account restores them', async () => {
    const { me } = await member();
    const plan = await bodyOf(
      201,
      me.post(
        '/api/reading-plans',
        start({ planKey: 'custom', customBooks: ['John', 'Mark'], customDays: 12 }),
      ),
    );
    await bodyOf(200, me.put(`/api/reading-plans/${plan.id}`, { status: 'stopped' }));
    for (const day of [1, 2, 5]) {
      await bodyOf(
        200,
        me.post(`/api/reading-plans/${plan.id}/progress`, { day, read: true, readOn: `2026-11-0${day}` }),
      );
    }
    const exported = await bodyOf(200, me.get('/api/account/export'));
    expect(exported.readingPlans).toHaveLength(1);
    expect(exported.readingProgress).toHaveLength(3);

    const { me: fresh } = await member();
    const result = await bodyOf(200, fresh.post('/api/account/import', exported));
    expect(result).toMatchObject({
      readingPlans: { added: 1, refused: 0 },
      readingProgress: { added: 3, refused: 0 },
    });
    const [restored] = await bodyOf(200, fresh.get('/api/reading-plans'));
    const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = plan;
    expect(restored).toMatchObject({ ...fields, status: 'stopped' });
    expect(
      (await daysRead(fresh, restored.id)).map((p: { day: number; readOn: string }) => [p.day, p.readOn]),
    ).toEqual([
      [1, '2026-11-01'],
      [2, '2026-11-02'],
      [5, '2026-11-05'],
    ]);
    // the same file again adds nothing
    const twice = await bodyOf(
      200,
      fresh.post('/api/account/import', await bodyOf(200, fresh.get('/api/account/export'))),
    );
    expect(twice).toMatchObject({
      readingPlans: { added: 0, kept: 1 },
      readingProgress: { added: 0, kept: 3 },
    });
  });
});
