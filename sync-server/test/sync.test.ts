import { goalMessages, SYNC_SCHEMA_VERSION } from '@reign/contract';
import { uuidv7 } from '@reign/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, registerUser } from './support/harness';
import { refusal } from './support/refusal';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const goalArgs = (id = uuidv7(), title = 'Goal') => ({
  id,
  title,
  description: 'd',
  targetDate: '2026-12-31',
});
const m = (seq: number, name: string, args: unknown) => ({ seq, id: uuidv7(), name, args });

async function device() {
  const user = await registerUser(app);
  return client(user);
}
function client(user: Awaited<ReturnType<typeof registerUser>>, clientId = `client-${uuidv7()}`) {
  const me = as(app, user);
  return {
    user,
    me,
    clientId,
    push: (mutations: unknown[]) =>
      me.post('/api/sync/push', { clientId, schemaVersion: SYNC_SCHEMA_VERSION, mutations }),
    pull: (cursor = 0, limit = 500) =>
      me.get(`/api/sync/pull?cursor=${cursor}&limit=${limit}&clientId=${clientId}`),
  };
}

describe('sync push', () => {
  it('applies mutations in order through the same rules as REST', async () => {
    const d = await device();
    const goal = goalArgs();
    const taskId = uuidv7();
    const res = await d.push([
      m(1, 'goal.create', goal),
      m(2, 'task.create', { id: taskId, title: 'T', scheduledDate: '2026-11-21', goalId: goal.id }),
      m(3, 'goal.update', { id: goal.id, changes: { progressPercentage: 100 } }),
      m(4, 'task.complete', { id: taskId }),
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.results.map((r: { status: string }) => r.status)).toEqual([
      'applied',
      'applied',
      'applied',
      'applied',
    ]);
    expect(body).toMatchObject({ lastAppliedSeq: 4, expectedSeq: null });
    const [g] = (await d.me.get('/api/goals')).json();
    expect(g).toMatchObject({ id: goal.id, progressPercentage: 100 });
    expect((await d.me.get('/api/tasks')).json()[0].completedAt).toEqual(expect.any(String));
  });

  it('answers a replayed batch from its stored results without applying it twice', async () => {
    const d = await device();
    const batch = [m(1, 'goal.create', goalArgs()), m(2, 'goal.create', goalArgs(uuidv7(), 'second'))];
    const first = (await d.push(batch)).json();
    expect(first.results[1]).toMatchObject({
      status: 'rejected',
      error: { status: 403, message: goalMessages.freeLimit, code: 'free_goal_limit' },
    });
    const again = (await d.push(batch)).json();
    expect(again.results).toEqual(first.results);
    expect((await d.me.get('/api/goals')).json()).toHaveLength(1);
  });

  it('applies each mutation once when two flushers push the same batch at once', async () => {
    const d = await device();
    const batch = [1, 2, 3, 4, 5].map((seq) =>
      m(seq, 'task.create', { id: uuidv7(), title: `t${seq}`, scheduledDate: '2026-11-21' }),
    );
    const [a, b] = await Promise.all([d.push(batch), d.push(batch)]);
    expect(a.json().results).toEqual(b.json().results);
    expect((await d.me.get('/api/tasks')).json()).toHaveLength(5);
  });

  it('stops at a gap in seq and says which seq it expected', async () => {
    const d = await device();
    const res = (
      await d.push([
        m(1, 'goal.create', goalArgs()),
        m(3, 'task.create', { id: uuidv7(), title: 'x', scheduledDate: '2026-11-21' }),
      ])
    ).json();
    expect(res).toMatchObject({ lastAppliedSeq: 1, expectedSeq: 2 });
    expect(res.results).toHaveLength(1);
    expect((await d.me.get('/api/tasks')).json()).toEqual([]);
  });

  it('records a rejection and goes on with the mutations after it', async () => {
    const d = await device();
    const res = (
      await d.push([
        m(1, 'task.create', { id: uuidv7(), title: '', scheduledDate: '2026-11-21' }),
        m(2, 'goal.update', { id: uuidv7(), changes: { title: 'nobody' } }),
        m(3, 'task.create', { id: uuidv7(), title: 'kept', scheduledDate: '2026-11-21' }),
      ])
    ).json();
    expect(res.results.map((r: { status: string }) => r.status)).toEqual(['rejected', 'rejected', 'applied']);
    expect(res.results[0].error).toEqual({
      status: 400,
      ...refusal({ code: 'field.title' }, 'invalid_request'),
    });
    expect(res.results[1].error).toEqual({ status: 404, ...refusal({ code: 'goal.notFound' }, 'not_found') });
    expect(res.lastAppliedSeq).toBe(3);
    expect((await d.me.get('/api/tasks')).json().map((t: { title: string }) => t.title)).toEqual(['kept']);
  });

  it('rolls back a rejected mutation completely (no half-applied change)', async () => {
    const d = await device();
    const goal = goalArgs();
    await d.push([m(1, 'goal.create', goal)]);
    const res = (
      await d.push([m(2, 'goal.update', { id: goal.id, changes: { title: 'ok', priority: 9 } })])
    ).json();
    expect(res.results[0].status).toBe('rejected');
    expect((await d.me.get('/api/goals')).json()[0].title).toBe('Goal');
  });

  it("cannot touch another user's rows through sync", async () => {
    const owner = await device();
    const goal = goalArgs();
    await owner.push([m(1, 'goal.create', goal)]);
    const thief = await device();
    const res = (await thief.push([m(1, 'goal.delete', { id: goal.id })])).json();
    expect(res.results[0].error.status).toBe(404);
    expect((await owner.me.get('/api/goals')).json()).toHaveLength(1);
  });

  it('refuses a client newer than the server, and bad batches', async () => {
    const d = await device();
    const res = await d.me.post('/api/sync/push', { clientId: d.clientId, schemaVersion: 99, mutations: [] });
    expect(res.statusCode).toBe(400);
    const bad = await d.push([{ seq: 0, id: uuidv7(), name: 'goal.create', args: {} }]);
    expect(bad.statusCode).toBe(400);
    const unknown = await d.push([{ seq: 1, id: uuidv7(), name: 'user.makeAdmin', args: {} }]);
    expect(unknown.json()).toEqual(refusal({ code: 'sync.unknownMutation' }, 'invalid_request'));
  });
});

describe('sync pull', () => {
  it('sends every change after the cursor with tombstones, and the client seq', async () => {
    const d = await device();
    const goal = goalArgs();
    const taskId = uuidv7();
    await d.push([
      m(1, 'goal.create', goal),
      m(2, 'task.create', { id: taskId, title: 't', scheduledDate: '2026-11-21' }),
      m(3, 'task.delete', { id: taskId }),
      m(4, 'profile.update', { bio: 'hi' }),
    ]);
    const res = (await d.pull()).json();
    expect(res.lastAppliedSeq).toBe(4);
    expect(res.hasMore).toBe(false);
    const byTable = Object.fromEntries(res.changes.map((c: { table: string }) => [c.table, c]));
    expect(byTable.goals).toMatchObject({ id: goal.id, deleted: false, row: { title: 'Goal' } });
    expect(byTable.tasks).toMatchObject({ id: taskId, deleted: true, row: null });
    expect(byTable.profile).toMatchObject({
      id: 'profile',
      row: { bio: 'hi', spiritualMaturity: 'growing' },
    });
    const later = (await d.pull(res.cursor)).json();
    expect(later.changes).toEqual([]);
    expect(later.cursor).toBe(res.cursor);
  });

  it('pages without losing rows, and never splits one write across pages', async () => {
    const d = await device();
    const goal = goalArgs();
    const tasks = Array.from({ length: 7 }, (_, i) => ({
      id: uuidv7(),
      title: `t${i}`,
      scheduledDate: '2026-11-21',
      goalId: goal.id,
    }));
    await d.push([m(1, 'goal.create', goal), ...tasks.map((t, i) => m(i + 2, 'task.create', t))]);
    const pullAll = async (from: number) => {
      const seen = new Map<string, boolean>();
      let cursor = from;
      let pages = 0;
      for (;;) {
        const page = (await d.pull(cursor, 3)).json();
        pages += 1;
        for (const c of page.changes) seen.set(`${c.table}:${c.id}`, c.deleted);
        cursor = page.cursor;
        if (!page.hasMore) break;
      }
      return { seen, pages, cursor };
    };
    const created = await pullAll(0);
    expect(created.pages).toBe(3);
    expect(created.seen.size).toBe(8);

    // one write that tombstones the goal and its 7 tasks: 8 rows of one version, more than a page
    await d.push([m(9, 'goal.delete', { id: goal.id })]);
    const page = (await d.pull(created.cursor, 3)).json();
    expect(page.changes).toHaveLength(8);
    expect(page.changes.every((c: { deleted: boolean }) => c.deleted)).toBe(true);
    expect(page.hasMore).toBe(false);
  });

  it('does not skip a write committed while a client pages through', async () => {
    const d = await device();
    for (let i = 1; i <= 4; i++)
      await d.push([m(i, 'task.create', { id: uuidv7(), title: `t${i}`, scheduledDate: '2026-11-21' })]);
    const first = (await d.pull(0, 2)).json();
    expect(first.hasMore).toBe(true);
    const late = uuidv7();
    await d.push([m(5, 'task.create', { id: late, title: 'late', scheduledDate: '2026-11-21' })]);
    const ids = new Set(first.changes.map((c: { id: string }) => c.id));
    let cursor = first.cursor;
    for (;;) {
      const page = (await d.pull(cursor, 2)).json();
      for (const c of page.changes) ids.add(c.id);
      cursor = page.cursor;
      if (!page.hasMore) break;
    }
    expect(ids.size).toBe(5);
    expect(ids.has(late)).toBe(true);
  });
});

describe('conflicts', () => {
  it('keeps both fields when two devices edit different fields of one goal', async () => {
    const phone = await device();
    const laptop = client(phone.user);
    const goal = goalArgs();
    await phone.push([m(1, 'goal.create', goal)]);
    await phone.push([m(2, 'goal.update', { id: goal.id, changes: { title: 'From phone' } })]);
    await laptop.push([m(1, 'goal.update', { id: goal.id, changes: { progressPercentage: 75 } })]);
    expect((await phone.me.get('/api/goals')).json()[0]).toMatchObject({
      title: 'From phone',
      progressPercentage: 75,
    });
  });

  it('lets a delete win over a later update from another device', async () => {
    const phone = await device();
    const laptop = client(phone.user);
    const goal = goalArgs();
    await phone.push([m(1, 'goal.create', goal), m(2, 'goal.delete', { id: goal.id })]);
    const res = (
      await laptop.push([m(1, 'goal.update', { id: goal.id, changes: { title: 'too late' } })])
    ).json();
    expect(res.results[0]).toMatchObject({ status: 'applied', error: null });
    expect((await phone.me.get('/api/goals')).json()).toEqual([]);
    const pulled = (await laptop.pull()).json();
    expect(pulled.changes.find((c: { id: string }) => c.id === goal.id)).toMatchObject({ deleted: true });
  });

  it('makes one completion row when two devices check the same action', async () => {
    const phone = await device();
    const laptop = client(phone.user);
    const entryId = uuidv7();
    await phone.push([
      m(1, 'entry.create', {
        id: entryId,
        date: '2026-11-21',
        verse: 'v',
        verseReference: 'John 3:16',
        priorities: ['Family'],
        actionSteps: [{ priority: 'Family', actions: ['Call mom'] }],
      }),
    ]);
    const save = {
      entryId,
      date: '2026-11-21',
      actions: [{ text: 'Call mom', priority: 'Family', isCompleted: true }],
    };
    await Promise.all([
      phone.push([m(2, 'dailyActions.save', save)]),
      laptop.push([m(1, 'dailyActions.save', save)]),
    ]);
    expect((await phone.me.get('/api/daily-actions/date/2026-11-21')).json()).toHaveLength(1);
  });
});
