import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, makePaidMember, registerUser } from './support/harness';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function seededUser() {
  const user = await registerUser(app);
  await makePaidMember(app, user.user.id);
  const me = as(app, user);
  const { goal } = (
    await me.post('/api/goals', { title: 'Read', description: 'Daily', targetDate: '2027-01-01' })
  ).json();
  await me.put(`/api/goals/${goal.id}`, { progressPercentage: 50 });
  await me.post('/api/goals', {
    title: 'Run',
    description: 'Weekly',
    targetDate: '2027-02-01',
    category: 'health',
  });
  const task = (
    await me.post('/api/tasks', {
      title: 'Chapter 1',
      scheduledDate: '2026-11-21',
      goalId: goal.id,
      dueDate: '2026-11-25',
    })
  ).json();
  await me.post(`/api/tasks/${task.id}/complete`);
  const { id: entryId } = (
    await me.post('/api/entries', {
      date: '2026-11-21',
      verse: 'v',
      verseReference: 'John 3:16',
      priorities: ['Family'],
      actionSteps: [{ priority: 'Family', actions: ['Call mom'] }],
    })
  ).json();
  await me.post('/api/daily-actions/save', {
    entryId,
    date: '2026-11-21',
    actions: [{ text: 'Call mom', priority: 'Family', isCompleted: true }],
  });
  await me.put('/api/profile', { bio: 'Teacher', spiritualMaturity: 'mature' });
  return { user, me };
}

const strip = (data: Record<string, unknown>) => {
  // timestamps of creation differ after a re-import; everything a person entered must not
  const { exportedAt: _e, ...rest } = data;
  const clean = (rows: Array<Record<string, unknown>>) =>
    rows
      .map(
        ({ createdAt: _c, updatedAt: _u, completedAt, ...r }): Record<string, unknown> => ({
          ...r,
          completed: completedAt !== null,
        }),
      )
      .sort((a, b) => String(a.id).localeCompare(String(b.id)));
  return {
    ...rest,
    entries: clean(rest.entries as never),
    goals: clean(rest.goals as never),
    tasks: clean(rest.tasks as never),
    dailyActions: clean(rest.dailyActions as never),
    profile: { ...(rest.profile as Record<string, unknown>), updatedAt: null },
  };
};

describe('export and import of my data', () => {
  it('exports everything of the user, and an import gives the same data back without duplicates', async () => {
    const { user, me } = await seededUser();
    const exported = (await me.get('/api/account/export')).json();
    expect(exported).toMatchObject({ format: 'reign-export', version: 1 });
    expect(exported.goals).toHaveLength(2);
    expect(exported.tasks).toHaveLength(1);
    expect(exported.entries).toHaveLength(1);
    expect(exported.dailyActions).toHaveLength(1);
    expect(exported.profile).toMatchObject({ bio: 'Teacher', spiritualMaturity: 'mature' });

    // importing into the same account changes nothing
    const again = (await me.post('/api/account/import', exported)).json();
    expect(again).toMatchObject({
      goals: { added: 0, kept: 2, refused: 0 },
      tasks: { added: 0, kept: 1 },
      entries: { added: 0, kept: 1 },
      dailyActions: { added: 0, kept: 1 },
      profile: 'kept',
    });

    // the data lost (as on a new installation), then restored from the file. Raw SQL on purpose: no
    // route removes rows outright (deletes leave tombstones), and the import must add them anew
    const id = user.user.id;
    await app.db.sql`delete from daily_action_completions where user_id = ${id}`;
    await app.db.sql`delete from entries where user_id = ${id}`;
    await app.db.sql`delete from user_tasks where user_id = ${id}`;
    await app.db.sql`delete from user_goals where user_id = ${id}`;
    await app.db.sql`delete from user_profiles where user_id = ${id}`;
    const restored = (await me.post('/api/account/import', exported)).json();
    expect(restored).toMatchObject({
      goals: { added: 2, refused: 0 },
      tasks: { added: 1, refused: 0 },
      entries: { added: 1, refused: 0 },
      dailyActions: { added: 1, refused: 0 },
      profile: 'imported',
      problems: [],
    });
    const after = (await me.get('/api/account/export')).json();
    expect(strip(after)).toEqual(strip(exported));
    expect((await me.get('/api/goals')).json()).toHaveLength(2);
  });

  it('keeps the free goal limit on import, and refuses what is not an export', async () => {
    const { me } = await seededUser();
    const exported = (await me.get('/api/account/export')).json();
    const free = as(app, await registerUser(app));
    const fresh = {
      ...exported,
      goals: exported.goals.map((g: Record<string, unknown>, i: number) => ({
        ...g,
        id: `0190f000-0000-7000-8000-00000000000${i}`,
      })),
      tasks: [],
      entries: [],
      dailyActions: [],
    };
    // ids chosen for the test: remove them first in case another run left them
    await app.db
      .sql`delete from user_goals where id in ${app.db.sql(fresh.goals.map((g: { id: string }) => g.id))}`;
    const res = (await free.post('/api/account/import', fresh)).json();
    expect(res.goals).toMatchObject({ added: 1, refused: 1 });
    expect(res.problems[0]).toMatch(/paid membership/);
    expect((await free.post('/api/account/import', { hello: 'world' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/account/export' })).statusCode).toBe(401);
  });
});
