import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPaidUser, newSeriesDay, newSeriesTopic } from './support/factories';
import { as, createTestApp, registerUser } from './support/harness';
import { refusal } from './support/refusal';

let app: FastifyInstance;
let topicId: number;
let inactiveTopicId: number;
// the app's clock: a series day opens the Central day after the one before it (series-truth.test.ts)
const clock = { now: new Date() };
const nextDay = () => {
  clock.now = new Date(clock.now.getTime() + 86_400_000);
};
beforeAll(async () => {
  app = await createTestApp({}, { clock: () => clock.now });
  topicId = await newSeriesTopic(app, {
    title: 'Test Peace',
    description: 'Seven days of peace',
    orderIndex: 900,
  });
  for (let day = 1; day <= 7; day++) await newSeriesDay(app, topicId, { dayNumber: day });
  inactiveTopicId = await newSeriesTopic(app, {
    title: 'Hidden',
    description: 'Not active',
    isActive: false,
  });
});
afterAll(() => app.close());

const paidUser = async () => as(app, await newPaidUser(app));
const plan = (seriesDailyEntryId: number) => ({
  seriesDailyEntryId,
  priorities: ['Rest', 'Family', 'Work'],
  actionSteps: [{ priority: 'Rest', actions: ['Sabbath walk'] }],
  challenges: 'Busy week',
  encouragement: 'Lord, give me peace.',
});

describe('paid features refuse free users', () => {
  it.each([
    ['GET', '/api/reflections'],
    ['GET', '/api/series/topics'],
    ['GET', '/api/series/progress'],
    ['POST', '/api/series/enroll'],
    ['POST', '/api/series/continue'],
    ['GET', '/api/series/1/days/1'],
    ['POST', '/api/series/days/complete'],
  ])('%s %s answers 403 naming the paid membership', async (method, url) => {
    const free = as(app, await registerUser(app));
    const res = method === 'GET' ? await free.get(url) : await free.post(url, { topicId: 1, ...plan(1) });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('paid membership');
    expect(res.json()).toEqual(refusal({ code: 'server.paidOnly' }, 'paid_membership_required'));
    expect(res.json().code).toBe('paid_membership_required');
  });

  it('and 401 when signed out', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/series/topics' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/reflections/scheduled' })).statusCode).toBe(401);
  });
});

describe('7-day series', () => {
  it('lists active topics with their day count', async () => {
    const topics = (await (await paidUser()).get('/api/series/topics')).json();
    const mine = topics.find((t: { id: number }) => t.id === topicId);
    expect(mine).toMatchObject({ title: 'Test Peace', dayCount: 7, isActive: true });
    expect(topics.some((t: { id: number }) => t.id === inactiveTopicId)).toBe(false);
  });

  it('enrols at day 1, continues, completes days in order, and completes after day 7', async () => {
    const me = await paidUser();
    const enrolled = await me.post('/api/series/enroll', { topicId });
    expect(enrolled.json()).toMatchObject({
      seriesTopicId: topicId,
      currentDay: 1,
      isActive: true,
      isCompleted: false,
      completedDays: [],
    });

    const cont = (await me.post('/api/series/continue', { topicId })).json();
    expect(cont.entry).toMatchObject({ dayNumber: 1, title: 'Day 1', verseReference: 'John 14:27' });
    expect((await me.get(`/api/series/${topicId}/days/1`)).statusCode).toBe(200);
    const later = await me.get(`/api/series/${topicId}/days/3`);
    expect(later.statusCode).toBe(400);
    expect(later.json()).toEqual(refusal({ code: 'series.notYet' }, 'invalid_request'));

    const day2 = (await me.get(`/api/series/${topicId}/days/1`)).json();
    const afterDay1 = (await me.post('/api/series/days/complete', plan(day2.id))).json();
    expect(afterDay1).toMatchObject({ currentDay: 2, completedDays: [1] });
    // saving day 1 again does not skip ahead
    expect((await me.post('/api/series/days/complete', plan(day2.id))).json().currentDay).toBe(2);

    for (let day = 2; day <= 7; day++) {
      nextDay();
      const { entry } = (await me.post('/api/series/continue', { topicId })).json();
      expect(entry.dayNumber).toBe(day);
      await me.post('/api/series/days/complete', plan(entry.id));
    }
    const [done] = (await me.get('/api/series/progress')).json();
    expect(done).toMatchObject({ isCompleted: true, currentDay: 7, completedDays: [1, 2, 3, 4, 5, 6, 7] });
    expect(done.timesCompleted).toBe(1);
    expect(done.lastCompletedAt).toEqual(done.completedAt);
    expect((await me.post('/api/series/continue', { topicId })).json().entry).toBeNull();

    // restart: day 1 again, the old completions no longer count
    const restarted = (await me.post('/api/series/enroll', { topicId })).json();
    expect(restarted).toMatchObject({ currentDay: 1, isCompleted: false, completedDays: [] });
    // it stays completed once, with when, so Completed Series keeps it
    expect(restarted).toMatchObject({ timesCompleted: 1, lastCompletedAt: done.completedAt });
  });

  it('refuses a day ahead of the current one, an unknown series, and days of a series not started', async () => {
    const me = await paidUser();
    await me.post('/api/series/enroll', { topicId });
    const day3 = await app.db.sql<{ id: number }[]>`
      select id from series_daily_entries where series_topic_id = ${topicId} and day_number = 3`;
    const ahead = await me.post('/api/series/days/complete', plan(day3[0]?.id ?? 0));
    expect(ahead.json()).toEqual(refusal({ code: 'series.notYet' }, 'invalid_request'));
    expect((await me.post('/api/series/enroll', { topicId: 999999 })).json()).toEqual(
      refusal({ code: 'series.topicNotFound' }, 'not_found'),
    );
    expect((await me.post('/api/series/enroll', { topicId: inactiveTopicId })).statusCode).toBe(404);
    const other = await paidUser();
    expect((await other.get(`/api/series/${topicId}/days/1`)).json()).toEqual(
      refusal({ code: 'series.notEnrolled' }, 'not_found'),
    );
    expect((await other.post('/api/series/continue', { topicId })).statusCode).toBe(404);
  });

  it('keeps one active series', async () => {
    const me = await paidUser();
    const other = await newSeriesTopic(app, { title: 'Second', description: 'Another', orderIndex: 901 });
    for (let day = 1; day <= 7; day++) await newSeriesDay(app, other, { dayNumber: day });
    await me.post('/api/series/enroll', { topicId });
    await me.post('/api/series/enroll', { topicId: other });
    const progress = (await me.get('/api/series/progress')).json();
    expect(
      progress
        .filter((p: { isActive: boolean }) => p.isActive)
        .map((p: { seriesTopicId: number }) => p.seriesTopicId),
    ).toEqual([other]);
    await me.post('/api/series/continue', { topicId });
    const after = (await me.get('/api/series/progress')).json();
    expect(after.find((p: { isActive: boolean }) => p.isActive).seriesTopicId).toBe(topicId);
  });
});

describe('reflections archive', () => {
  it("answers a paid member's own plans only", async () => {
    const me = await paidUser();
    const other = await paidUser();
    const entry = {
      date: '2026-11-20',
      verse: 'v',
      verseReference: 'Psalm 23:1',
      verseReflection: 'Mine',
      priorities: ['a'],
    };
    await me.post('/api/entries', entry);
    await other.post('/api/entries', { ...entry, verseReflection: 'Theirs' });
    const mine = (await me.get('/api/reflections')).json();
    expect(mine).toEqual([
      expect.objectContaining({
        type: 'personal',
        verseReference: 'Psalm 23:1',
        reflection: 'Mine',
        date: '2026-11-20',
        verseTranslation: null,
      }),
    ]);
  });

  it('carries the translation a saved plan kept its verse in (issue 51)', async () => {
    const me = await paidUser();
    await me.post('/api/entries', {
      date: '2026-11-21',
      verse: 'Jehová es mi pastor; nada me faltará.',
      verseReference: 'Psalm 23:1',
      verseTranslation: 'rv1909',
      priorities: ['Familia'],
    });
    expect((await me.get('/api/reflections')).json()).toEqual([
      expect.objectContaining({ verse: 'Jehová es mi pastor; nada me faltará.', verseTranslation: 'rv1909' }),
    ]);
  });
});

describe('sample series content', () => {
  it('has two 7-day series whose references all resolve in the WEB and reflections pass the 50-character rule', async () => {
    const { DEMO_SERIES } = await import('../src/seed/demo-series');
    const { readBible } = await import('@reign/bible/node');
    const bible = await readBible();
    expect(DEMO_SERIES).toHaveLength(2);
    for (const series of DEMO_SERIES) {
      expect(series.days).toHaveLength(7);
      for (const day of series.days) {
        expect(bible.lookup(day.reference), day.reference).toBeDefined();
        expect(day.reflection.length).toBeGreaterThanOrEqual(50);
      }
    }
  });
});

describe('SEED_DEMO', () => {
  it('adds the sample series at start, once', async () => {
    const seeded = await createTestApp({ SEED_DEMO: 'true' });
    const again = await createTestApp({ SEED_DEMO: 'true' });
    try {
      const rows = await seeded.db.sql`
        select t.title, count(e.id)::int as days from series_topics t join series_daily_entries e on e.series_topic_id = t.id
        where t.title in ('Peace in a Busy Season', 'Faithful in Small Things') group by t.title order by t.title`;
      expect(rows).toEqual([
        { title: 'Faithful in Small Things', days: 7 },
        { title: 'Peace in a Busy Season', days: 7 },
      ]);
    } finally {
      await seeded.close();
      await again.close();
    }
  });
});
