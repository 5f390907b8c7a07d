import { type CodedMessage, goalMessages, spoken } from '@reign/contract';
import { uuidv7 } from '@reign/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, bodyOf, createTestApp, makePaidMember, registerUser } from './support/harness';
import { refusal } from './support/refusal';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const validGoal = { title: 'Read the Gospels', description: 'One chapter a day', targetDate: '2026-12-31' };

describe('goals', () => {
  it('creates a goal with the spec defaults and lists it', async () => {
    const me = as(app, await registerUser(app));
    const { goal, tasks } = await bodyOf(201, me.post('/api/goals', validGoal));
    expect(tasks).toEqual([]);
    expect(goal).toMatchObject({
      ...validGoal,
      category: 'spiritual',
      season: 'year-round',
      priority: 1,
      progressPercentage: 0,
      completedAt: null,
    });
    expect((await me.get('/api/goals')).json()).toEqual([goal]);
  });

  it.each([
    [{ ...validGoal, title: '  ' }, { code: 'field.title' }],
    [{ description: 'x', targetDate: '2026-12-31' }, { code: 'field.title' }],
    [{ ...validGoal, description: '' }, { code: 'field.description' }],
    [{ title: 't', description: 'd' }, { code: 'goal.targetDate' }],
    [{ ...validGoal, targetDate: '' }, { code: 'goal.targetDate' }],
    [{ ...validGoal, targetDate: '31/12/2026' }, { code: 'field.date' }],
    [{ ...validGoal, category: 'finance' }, { code: 'goal.category' }],
    [{ ...validGoal, season: 'monsoon' }, { code: 'goal.season' }],
    [{ ...validGoal, priority: 6 }, { code: 'field.priority' }],
    [{ ...validGoal, priority: 0 }, { code: 'field.priority' }],
    [{ ...validGoal, priority: 2.5 }, { code: 'field.priority' }],
    [
      { ...validGoal, userId: 1 },
      { code: 'server.unknownKey', values: { key: 'userId' } },
    ],
  ] as [object, CodedMessage][])('refuses %j with %j', async (body, said) => {
    const me = as(app, await registerUser(app));
    const res = await me.post('/api/goals', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal(said, 'invalid_request'));
    expect((await me.get('/api/goals')).json()).toEqual([]);
  });

  it('lets a free member keep one goal: the second answers 403 naming the paid membership', async () => {
    const me = as(app, await registerUser(app));
    expect((await me.post('/api/goals', validGoal)).statusCode).toBe(201);
    const second = await me.post('/api/goals', { ...validGoal, title: 'Second' });
    expect(second.statusCode).toBe(403);
    expect(second.json().message).toContain('paid membership');
    expect(second.json().message).toBe(goalMessages.freeLimit);
    expect(second.json().code).toBe('free_goal_limit');
    expect((await me.get('/api/goals')).json()).toHaveLength(1);
  });

  it('counts only goals in progress: a free member who completes their goal may start another (issue 15)', async () => {
    const me = as(app, await registerUser(app));
    const first = (await me.post('/api/goals', validGoal)).json().goal;
    expect(
      (await me.put(`/api/goals/${first.id}`, { progressPercentage: 100 })).json().completedAt,
    ).toBeTruthy();
    expect((await me.post('/api/goals', { ...validGoal, title: 'Next' })).statusCode).toBe(201);
    // the new one is in progress: a third is refused
    expect((await me.post('/api/goals', { ...validGoal, title: 'Third' })).statusCode).toBe(403);
    // reopening the completed one would make two in progress; the limit stops only new goals
    expect((await me.get('/api/goals')).json()).toHaveLength(2);
  });

  it('lets a free member make a new goal after deleting the old one, and a paid member many', async () => {
    const user = await registerUser(app);
    const me = as(app, user);
    const first = (await me.post('/api/goals', validGoal)).json().goal;
    expect((await me.delete(`/api/goals/${first.id}`)).statusCode).toBe(200);
    expect((await me.post('/api/goals', validGoal)).statusCode).toBe(201);
    await makePaidMember(app, user.user.id);
    expect((await me.post('/api/goals', { ...validGoal, title: 'Two' })).statusCode).toBe(201);
    expect((await me.post('/api/goals', { ...validGoal, title: 'Three' })).statusCode).toBe(201);
    expect((await me.get('/api/goals')).json()).toHaveLength(3);
  });

  it('treats a repeated create with the same id as the same goal, not a duplicate', async () => {
    const me = as(app, await registerUser(app));
    const id = uuidv7();
    const a = await me.post('/api/goals', { ...validGoal, id });
    const b = await me.post('/api/goals', { ...validGoal, id, title: 'changed in a retry' });
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.json().goal).toEqual(a.json().goal);
    expect((await me.get('/api/goals')).json()).toHaveLength(1);
  });

  it('updates the edit form fields, or only the progress; 100 completes and lower reopens', async () => {
    const me = as(app, await registerUser(app));
    const { goal } = (await me.post('/api/goals', validGoal)).json();
    const edited = await me.put(`/api/goals/${goal.id}`, {
      title: 'New title',
      priority: 5,
      season: 'winter',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'New title',
      priority: 5,
      season: 'winter',
      description: validGoal.description,
    });

    const done = (await me.put(`/api/goals/${goal.id}`, { progressPercentage: 100 })).json();
    expect(done.progressPercentage).toBe(100);
    expect(done.completedAt).toEqual(expect.any(String));
    const reopened = (await me.put(`/api/goals/${goal.id}`, { progressPercentage: 50 })).json();
    expect(reopened).toMatchObject({ progressPercentage: 50, completedAt: null, title: 'New title' });

    const bad = await me.put(`/api/goals/${goal.id}`, { progressPercentage: 101 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(refusal({ code: 'goal.progress' }, 'invalid_request'));
    expect((await me.put(`/api/goals/${goal.id}`, {})).statusCode).toBe(400);
  });

  it('deletes a goal with its tasks', async () => {
    const me = as(app, await registerUser(app));
    const { goal } = (await me.post('/api/goals', validGoal)).json();
    const task = (
      await me.post('/api/tasks', { title: 'Chapter 1', scheduledDate: '2026-11-21', goalId: goal.id })
    ).json();
    expect((await me.delete(`/api/goals/${goal.id}`)).json()).toEqual(spoken({ code: 'goal.deleted' }));
    expect((await me.get('/api/goals')).json()).toEqual([]);
    expect((await me.get('/api/tasks')).json().map((t: { id: string }) => t.id)).not.toContain(task.id);
    expect((await me.put(`/api/goals/${goal.id}`, { title: 'x' })).statusCode).toBe(404);
  });

  it("answers 404 for another user's goal, for every verb, and changes nothing", async () => {
    const owner = as(app, await registerUser(app));
    const other = as(app, await registerUser(app));
    const { goal } = (await owner.post('/api/goals', validGoal)).json();
    expect((await other.put(`/api/goals/${goal.id}`, { title: 'hijacked' })).statusCode).toBe(404);
    expect((await other.put(`/api/goals/${goal.id}`, { progressPercentage: 100 })).json()).toEqual(
      refusal({ code: 'goal.notFound' }, 'not_found'),
    );
    expect((await other.delete(`/api/goals/${goal.id}`)).statusCode).toBe(404);
    expect((await other.get('/api/goals')).json()).toEqual([]);
    // reusing the owner's id for a create is refused too
    expect((await other.post('/api/goals', { ...validGoal, id: goal.id })).statusCode).toBe(409);
    expect((await owner.get('/api/goals')).json()).toEqual([goal]);
  });

  it('needs a session for every goal route and a UUID for ids', async () => {
    for (const [method, url] of [
      ['GET', '/api/goals'],
      ['POST', '/api/goals'],
      ['PUT', `/api/goals/${uuidv7()}`],
      ['DELETE', `/api/goals/${uuidv7()}`],
    ] as const) {
      expect(
        (
          await app.inject({
            method,
            url,
            payload: method === 'GET' || method === 'DELETE' ? undefined : validGoal,
          })
        ).statusCode,
      ).toBe(401);
    }
    const me = as(app, await registerUser(app));
    const res = await me.put('/api/goals/not-a-uuid', { title: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal({ code: 'common.uuid' }, 'invalid_request'));
  });
});
