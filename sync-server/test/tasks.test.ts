import { fieldMessages, taskMessages } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, bodyOf, createTestApp, createTwice, registerUser } from './support/harness';
import { refusal, refusalSaying } from './support/refusal';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const validTask = { title: 'Pray for a friend', scheduledDate: '2026-11-21' };

describe('tasks', () => {
  it('creates a task with the form defaults (priority 3, personal, 30 minutes)', async () => {
    const me = as(app, await registerUser(app));
    const task = await bodyOf(201, me.post('/api/tasks', validTask));
    expect(task).toMatchObject({
      ...validTask,
      priority: 3,
      category: 'personal',
      estimatedMinutes: 30,
      aiSuggested: false,
      goalId: null,
      dueDate: null,
      description: null,
      completedAt: null,
    });
    expect((await me.get('/api/tasks')).json()).toEqual([task]);
  });

  it.each([
    [{ scheduledDate: '2026-11-21' }, fieldMessages.title],
    [{ ...validTask, title: '' }, fieldMessages.title],
    [{ title: 'x' }, taskMessages.scheduledDate],
    [{ ...validTask, scheduledDate: '' }, taskMessages.scheduledDate],
    [{ ...validTask, priority: 9 }, fieldMessages.priority],
    [{ ...validTask, category: 'chores' }, taskMessages.category],
    [{ ...validTask, estimatedMinutes: -5 }, taskMessages.minutes],
    [{ ...validTask, dueDate: 'tomorrow' }, 'Use a date like 2026-12-31'],
  ])('refuses %j with "%s"', async (body, message) => {
    const res = await as(app, await registerUser(app)).post('/api/tasks', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusalSaying(message, 'invalid_request'));
  });

  it('takes a goal-generated task with the goal categories', async () => {
    const me = as(app, await registerUser(app));
    const { goal } = (
      await me.post('/api/goals', {
        title: 'Career',
        description: 'Grow',
        targetDate: '2027-01-01',
        category: 'professional',
      })
    ).json();
    const res = await me.post('/api/tasks', {
      goalId: goal.id,
      title: 'Update CV',
      category: 'professional',
      priority: 2,
      estimatedMinutes: 45,
      aiSuggested: true,
      scheduledDate: '2026-11-22',
      dueDate: '2026-11-30',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      goalId: goal.id,
      aiSuggested: true,
      estimatedMinutes: 45,
      dueDate: '2026-11-30',
    });
  });

  it("refuses a goal that is not the user's", async () => {
    const other = as(app, await registerUser(app));
    const { goal } = (
      await other.post('/api/goals', { title: 'g', description: 'd', targetDate: '2027-01-01' })
    ).json();
    const res = await as(app, await registerUser(app)).post('/api/tasks', { ...validTask, goalId: goal.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal({ code: 'task.goalNotFound' }, 'goal_not_found'));
  });

  it('completes and uncompletes, and an update can clear the due date with null', async () => {
    const me = as(app, await registerUser(app));
    const task = (await me.post('/api/tasks', { ...validTask, dueDate: '2026-11-25' })).json();
    const done = await me.post(`/api/tasks/${task.id}/complete`);
    expect(done.statusCode).toBe(200);
    expect(done.json().completedAt).toEqual(expect.any(String));
    const again = (await me.post(`/api/tasks/${task.id}/complete`)).json();
    expect(again.completedAt).toBe(done.json().completedAt);
    expect((await me.post(`/api/tasks/${task.id}/uncomplete`)).json().completedAt).toBeNull();

    const edited = (await me.put(`/api/tasks/${task.id}`, { title: 'Renamed', dueDate: null })).json();
    expect(edited).toMatchObject({ title: 'Renamed', dueDate: null, scheduledDate: validTask.scheduledDate });
    const byField = (
      await me.put(`/api/tasks/${task.id}`, { completedAt: '2026-11-21T12:00:00.000Z' })
    ).json();
    expect(byField.completedAt).toBe('2026-11-21T12:00:00.000Z');
    expect((await me.put(`/api/tasks/${task.id}`, { title: '' })).json()).toEqual(
      refusal({ code: 'field.title' }, 'invalid_request'),
    );
  });

  it('deletes a task, and a repeated create with the same id is not a duplicate', async () => {
    const me = as(app, await registerUser(app));
    const id = await createTwice(me, '/api/tasks', validTask);
    expect((await me.get('/api/tasks')).json()).toHaveLength(1);
    expect((await me.delete(`/api/tasks/${id}`)).statusCode).toBe(200);
    expect((await me.get('/api/tasks')).json()).toEqual([]);
    expect((await me.post(`/api/tasks/${id}/complete`)).statusCode).toBe(404);
  });

  it("answers 404 for another user's task, for every verb", async () => {
    const owner = as(app, await registerUser(app));
    const other = as(app, await registerUser(app));
    const task = (await owner.post('/api/tasks', validTask)).json();
    expect((await other.put(`/api/tasks/${task.id}`, { title: 'x' })).statusCode).toBe(404);
    expect((await other.delete(`/api/tasks/${task.id}`)).statusCode).toBe(404);
    expect((await other.post(`/api/tasks/${task.id}/complete`)).statusCode).toBe(404);
    expect((await other.post(`/api/tasks/${task.id}/uncomplete`)).statusCode).toBe(404);
    expect((await other.get('/api/tasks')).json()).toEqual([]);
    expect((await owner.get('/api/tasks')).json()).toEqual([task]);
  });
});

describe('partial task updates', () => {
  it('keeps the fields an update does not name, and clears the description only when asked', async () => {
    const me = as(app, await registerUser(app));
    const task = (
      await me.post('/api/tasks', { ...validTask, description: 'Keep me', dueDate: '2026-12-01' })
    ).json();
    const renamed = (await me.put(`/api/tasks/${task.id}`, { title: 'Only the title' })).json();
    expect(renamed).toMatchObject({ title: 'Only the title', description: 'Keep me', dueDate: '2026-12-01' });
    const cleared = (await me.put(`/api/tasks/${task.id}`, { description: '' })).json();
    expect(cleared).toMatchObject({ title: 'Only the title', description: null, dueDate: '2026-12-01' });
  });
});
