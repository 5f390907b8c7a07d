import { seriesMessages } from '@reign/contract';
import { addDays, centralDate } from '@reign/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAdmin, newPaidUser, newSeriesDay, newSeriesTopic } from './support/factories';
import { as, createTestApp } from './support/harness';
import { refusal } from './support/refusal';

/** Issue 37 'Never mislead': only ready series are offered, and one series day opens per calendar day. */

let app: FastifyInstance;
// 15:00 UTC is mid-morning in Central time: a day on the clock is a day on the Central calendar
const clock = { now: new Date('2031-03-04T15:00:00Z') };
const laterDays = (days: number) => {
  clock.now = new Date(clock.now.getTime() + days * 86_400_000);
};
beforeAll(async () => {
  app = await createTestApp({}, { clock: () => clock.now });
});
afterAll(() => app.close());

const paidUser = async () => as(app, await newPaidUser(app));
const plan = (seriesDailyEntryId: number, priority = 'Rest') => ({
  seriesDailyEntryId,
  priorities: [priority],
});

/** A series with active days `days` (all seven unless told); answers its id. */
async function seriesWith(title: string, days = [1, 2, 3, 4, 5, 6, 7]): Promise<number> {
  const id = await newSeriesTopic(app, { title, description: `${title} days`, orderIndex: 950 });
  for (const dayNumber of days) await newSeriesDay(app, id, { dayNumber });
  return id;
}

type Progress = {
  seriesTopicId: number;
  isActive: boolean;
  currentDay: number;
  currentDayOpensOn: string | null;
};
const activeIds = (list: Progress[]) => list.filter((p) => p.isActive).map((p) => p.seriesTopicId);

describe('ready series only', () => {
  it('offers members only series with an active day for each of 1..7', async () => {
    const ready = await seriesWith('Ready one');
    const empty = await seriesWith('Empty one', []);
    const partial = await seriesWith('Three days', [1, 2, 3]);
    const gap = await seriesWith('Day 4 hidden', [1, 2, 3, 5, 6, 7]);
    const hidden = await newSeriesDay(app, gap, { dayNumber: 4, isActive: false });
    expect(hidden).toBeGreaterThan(0);
    const ids = ((await (await paidUser()).get('/api/series/topics')).json() as { id: number }[]).map(
      (t) => t.id,
    );
    expect(ids).toContain(ready);
    for (const unready of [empty, partial, gap]) expect(ids).not.toContain(unready);
  });

  it('refuses to start or continue an unready series with 409, and the active series stays active', async () => {
    const me = await paidUser();
    const mine = await seriesWith('Faith Foundations');
    const empty = await seriesWith('Hope (empty)', []);
    expect((await me.post('/api/series/enroll', { topicId: mine })).statusCode).toBe(200);

    const refused = await me.post('/api/series/enroll', { topicId: empty });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(refusal({ code: 'series.notReady' }, 'conflict'));
    const progress = (await me.get('/api/series/progress')).json() as Progress[];
    expect(progress.map((p) => p.seriesTopicId)).toEqual([mine]);
    expect(activeIds(progress)).toEqual([mine]);

    // a series enrolled in that loses a day is not continued either, and does not take the active place
    const other = await seriesWith('Losing a day');
    await me.post('/api/series/enroll', { topicId: other });
    await me.post('/api/series/continue', { topicId: mine });
    await app.db
      .sql`update series_daily_entries set is_active = false where series_topic_id = ${other} and day_number = 6`;
    const cont = await me.post('/api/series/continue', { topicId: other });
    expect(cont.statusCode).toBe(409);
    expect(cont.json().message).toBe(seriesMessages.notReady);
    expect(activeIds((await me.get('/api/series/progress')).json())).toEqual([mine]);
  });
});

describe('admin readiness', () => {
  it("answers each series' ready days (active days among 1..7)", async () => {
    const admin = as(app, await newAdmin(app));
    const three = await seriesWith('Admin three', [1, 2, 3]);
    await newSeriesDay(app, three, { dayNumber: 4, isActive: false });
    const full = await seriesWith('Admin full');
    // the admin's topic as the list and every change answer it
    const topic = async (id: number) =>
      (await admin.put(`/api/admin/series/${id}`, { isActive: true })).json();
    expect(await topic(three)).toMatchObject({ readyDays: 3, entryCount: 4 });
    expect(await topic(full)).toMatchObject({ readyDays: 7, entryCount: 7 });
    const listed = (await admin.get('/api/admin/series')).json() as { readyDays: number }[];
    expect(listed.every((t) => Number.isInteger(t.readyDays))).toBe(true);
  });
});

describe('one series day per calendar day', () => {
  it('opens day 2 the day after day 1 is completed, on the server Central date', async () => {
    const me = await paidUser();
    const topicId = await seriesWith('Paced');
    const today = centralDate(clock.now);
    await me.post('/api/series/enroll', { topicId });
    const day1 = (await me.post('/api/series/continue', { topicId })).json().entry;
    const after1 = (await me.post('/api/series/days/complete', plan(day1.id))).json();
    expect(after1).toMatchObject({ currentDay: 2, completedDays: [1], currentDayOpensOn: addDays(today, 1) });

    // the same day: day 2 is not open, by any door
    const cont = (await me.post('/api/series/continue', { topicId })).json();
    expect(cont).toMatchObject({
      entry: null,
      progress: { currentDay: 2, currentDayOpensOn: addDays(today, 1) },
    });
    const open = await me.get(`/api/series/${topicId}/days/2`);
    expect(open.statusCode).toBe(409);
    expect(open.json()).toEqual(refusal({ code: 'series.opensTomorrow', values: { day: 2 } }, 'conflict'));
    const [day2] = await app.db.sql<{ id: number }[]>`
      select id from series_daily_entries where series_topic_id = ${topicId} and day_number = 2`;
    const early = await me.post('/api/series/days/complete', plan(day2?.id ?? 0));
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual(refusal({ code: 'series.opensTomorrow', values: { day: 2 } }, 'conflict'));

    // re-saving day 1 keeps its plan changeable and does not move day 2's opening
    laterDays(0.2);
    const resaved = (await me.post('/api/series/days/complete', plan(day1.id, 'Family'))).json();
    expect(resaved).toMatchObject({ currentDay: 2, currentDayOpensOn: addDays(today, 1) });

    // the next day: day 2 opens and can be completed; day 3 then opens the day after
    laterDays(1);
    const next = (await me.post('/api/series/continue', { topicId })).json();
    expect(next.progress.currentDayOpensOn).toBeNull();
    expect(next.entry).toMatchObject({ dayNumber: 2 });
    expect((await me.get(`/api/series/${topicId}/days/2`)).statusCode).toBe(200);
    const after2 = (await me.post('/api/series/days/complete', plan(next.entry.id))).json();
    expect(after2).toMatchObject({ currentDay: 3, currentDayOpensOn: addDays(today, 2) });
    const resaveDay1 = (await me.post('/api/series/days/complete', plan(day1.id))).json();
    expect(resaveDay1.currentDayOpensOn).toBe(addDays(today, 2));

    // finishing the last day completes the series as today, nothing left to open
    for (let day = 3; day <= 7; day++) {
      laterDays(1);
      const { entry } = (await me.post('/api/series/continue', { topicId })).json();
      expect(entry.dayNumber).toBe(day);
      await me.post('/api/series/days/complete', plan(entry.id));
    }
    const [done] = (await me.get('/api/series/progress')).json();
    expect(done).toMatchObject({ isCompleted: true, currentDay: 7, currentDayOpensOn: null });
    // a restart begins at an open day 1
    expect((await me.post('/api/series/enroll', { topicId })).json()).toMatchObject({
      currentDay: 1,
      currentDayOpensOn: null,
    });
  });

  it('keeps the place of a series left for another: switching back resumes day 3', async () => {
    const me = await paidUser();
    const faith = await seriesWith('Faith Foundations');
    const hope = await seriesWith('Hope');
    await me.post('/api/series/enroll', { topicId: faith });
    for (let day = 1; day <= 2; day++) {
      const { entry } = (await me.post('/api/series/continue', { topicId: faith })).json();
      await me.post('/api/series/days/complete', plan(entry.id));
      laterDays(1);
    }
    const started = (await me.post('/api/series/enroll', { topicId: hope })).json();
    expect(started).toMatchObject({ seriesTopicId: hope, currentDay: 1, isActive: true });

    const back = (await me.post('/api/series/continue', { topicId: faith })).json();
    expect(back.progress).toMatchObject({ currentDay: 3, isActive: true, completedDays: [1, 2] });
    expect(back.entry).toMatchObject({ dayNumber: 3 });
    // starting it again from its card continues it too
    await me.post('/api/series/continue', { topicId: hope });
    expect((await me.post('/api/series/enroll', { topicId: faith })).json()).toMatchObject({ currentDay: 3 });
  });
});
