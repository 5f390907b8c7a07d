import { DEFAULT_CHALLENGES } from '@reign/contract';
import { addDays, completionId, DEFAULT_PROFILE, entryIdFor, latestPlanDate, uuidv7 } from '@reign/domain';
import { describe, expect, it } from 'vitest';
import { fileTestApp } from './support/file-app';
import { as, bodyOf, createTwice, registerUser } from './support/harness';
import { refusal } from './support/refusal';

const app = fileTestApp();

const plan = {
  date: '2026-11-21',
  verse: 'Yahweh is my shepherd; I shall lack nothing.',
  verseReference: 'Psalm 23:1',
  verseReflection: 'He provides.',
  priorities: ['Family', 'Work', 'Health'],
  actionSteps: [
    { priority: 'Family', actions: ['Call mom', 'Dinner together'] },
    { priority: 'Work', actions: ['Finish report'] },
  ],
  challenges: '',
  encouragement: 'Lord, guide my steps.',
};

describe('entries (daily plans)', () => {
  it('saves a plan, answers its id, lists it, and fills empty challenges with the default', async () => {
    const me = as(app, await registerUser(app));
    const { id, entry } = await bodyOf(201, me.post('/api/entries', plan));
    expect(entry.id).toBe(id);
    expect(entry).toMatchObject({ ...plan, challenges: DEFAULT_CHALLENGES });
    expect((await me.get('/api/entries/user')).json()).toEqual([entry]);
  });

  it('is idempotent for a client-made id and refuses a plan without priorities', async () => {
    const me = as(app, await registerUser(app));
    await createTwice(me, '/api/entries', plan);
    expect((await me.get('/api/entries/user')).json()).toHaveLength(1);
    const bad = await me.post('/api/entries', { ...plan, priorities: [] });
    expect(bad.json()).toEqual(refusal({ code: 'entry.priorities' }, 'invalid_request'));
    const empty = await me.post('/api/entries', { ...plan, priorities: ['ok', ''] });
    expect(empty.json()).toEqual(refusal({ code: 'entry.priority' }, 'invalid_request'));
  });

  it('keeps one plan per date: a second save for the date updates the first and answers its id', async () => {
    const me = as(app, await registerUser(app));
    const first = (await me.post('/api/entries', { ...plan, id: uuidv7() })).json();
    const again = await me.post('/api/entries', {
      ...plan,
      id: uuidv7(),
      priorities: ['Rest'],
      actionSteps: [],
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.id);
    const list = (await me.get('/api/entries/user')).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: first.id, priorities: ['Rest'], createdAt: first.entry.createdAt });
  });

  it('names the plan of a user and date alike on every device (entryIdFor)', async () => {
    const user = await registerUser(app);
    const me = as(app, user);
    const id = await entryIdFor(user.user.id, plan.date);
    expect((await me.post('/api/entries', { ...plan, id })).json().id).toBe(id);
    expect(await entryIdFor(user.user.id, plan.date)).toBe(id);
    expect(await entryIdFor(user.user.id, '2026-11-22')).not.toBe(id);
  });

  it("refuses a plan dated after the server's Central tomorrow with 400, changing nothing", async () => {
    const me = as(app, await registerUser(app));
    const tomorrow = latestPlanDate();
    expect((await me.post('/api/entries', { ...plan, date: tomorrow })).statusCode).toBe(201);
    const late = await me.post('/api/entries', { ...plan, date: addDays(tomorrow, 1) });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual(refusal({ code: 'entry.dateTooLate' }, 'invalid_request'));
    const list = (await me.get('/api/entries/user')).json();
    expect(list.map((e: { date: string }) => e.date)).toEqual([tomorrow]);
  });

  it("never shows another user's plans", async () => {
    await as(app, await registerUser(app)).post('/api/entries', plan);
    expect((await as(app, await registerUser(app)).get('/api/entries/user')).json()).toEqual([]);
  });
});

describe('profile', () => {
  it('answers the defaults before it is saved, then what was saved', async () => {
    const me = as(app, await registerUser(app));
    expect((await me.get('/api/profile')).json()).toEqual(DEFAULT_PROFILE);
    const saved = await me.put('/api/profile', {
      bio: 'Teacher',
      currentFocus: 'Patience',
      spiritualMaturity: 'mature',
      preferredMeetingTime: 'morning',
      goals: '',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ bio: 'Teacher', spiritualMaturity: 'mature', goals: null });
    expect((await me.get('/api/profile')).json()).toEqual(saved.json());
  });

  it('refuses an unknown spiritual maturity', async () => {
    const res = await as(app, await registerUser(app)).put('/api/profile', { spiritualMaturity: 'expert' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal({ code: 'profile.maturity' }, 'invalid_request'));
  });
});

describe('daily actions', () => {
  it('saves checked actions together and reads them back by date', async () => {
    const me = as(app, await registerUser(app));
    const { id } = (await me.post('/api/entries', plan)).json();
    const save = await me.post('/api/daily-actions/save', {
      entryId: id,
      date: plan.date,
      actions: [
        { text: 'Call mom', priority: 'Family', isCompleted: true },
        { text: 'Finish report', priority: 'Work', isCompleted: false },
      ],
    });
    expect(save.statusCode).toBe(200);
    const list = (await me.get(`/api/daily-actions/date/${plan.date}`)).json();
    expect(list).toHaveLength(2);
    const call = list.find((c: { actionText: string }) => c.actionText === 'Call mom');
    expect(call).toMatchObject({ entryId: id, priority: 'Family', isCompleted: true, date: plan.date });
    expect(call.id).toBe(await completionId(id, 'Family', 'Call mom'));
    expect((await me.get('/api/daily-actions/date/2026-11-20')).json()).toEqual([]);
  });

  it('keeps one row per action when saved again (unchecking clears the time)', async () => {
    const me = as(app, await registerUser(app));
    const { id } = (await me.post('/api/entries', plan)).json();
    const body = (isCompleted: boolean) => ({
      entryId: id,
      date: plan.date,
      actions: [{ text: 'Call mom', priority: 'Family', isCompleted }],
    });
    await me.post('/api/daily-actions/save', body(true));
    await me.post('/api/daily-actions/save', body(true));
    const unchecked = (await me.post('/api/daily-actions/save', body(false))).json();
    expect(unchecked).toEqual([expect.objectContaining({ isCompleted: false, completedAt: null })]);
    expect((await me.get(`/api/daily-actions/date/${plan.date}`)).json()).toHaveLength(1);
  });

  it("refuses another user's plan with 404 and a bad date with 400", async () => {
    const { id } = (await as(app, await registerUser(app)).post('/api/entries', plan)).json();
    const other = as(app, await registerUser(app));
    const res = await other.post('/api/daily-actions/save', {
      entryId: id,
      date: plan.date,
      actions: [{ text: 'Call mom', priority: 'Family', isCompleted: true }],
    });
    expect(res.statusCode).toBe(404);
    expect((await other.get('/api/daily-actions/date/21-11-2026')).statusCode).toBe(400);
  });
});
