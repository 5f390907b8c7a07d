// Each person's day in their own time zone (issue 39): the server dates, limits and counts plans in
// the zone the member chose (America/Chicago until they choose), by its own clock.
import { SYNC_SCHEMA_VERSION } from '@reign/contract';
import { uuidv7 } from '@reign/domain';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, registerUser } from './support/harness';
import { appOnMovedClock } from './support/moved-clock';
import { refusal } from './support/refusal';

const moved = appOnMovedClock();
const { at } = moved;
let app: FastifyInstance;
beforeAll(() => {
  app = moved.app();
});
const plan = (date: string, priorities = ['Family']) => ({
  date,
  verse: 'Be still, and know that I am God',
  verseReference: 'Psalm 46:10',
  priorities,
});
const achievementIds = async (me: ReturnType<typeof as>) =>
  (await me.get('/api/user/achievements')).json().map((a: { achievementId: string }) => a.achievementId);

describe("a member's time zone", () => {
  it('is unset (America/Chicago) until chosen; an unknown zone is 400 with the message the form shows', async () => {
    const me = as(app, await registerUser(app));
    expect((await me.get('/api/profile')).json()).toMatchObject({ timeZone: null });
    const res = await me.put('/api/profile', { timeZone: 'Mars/Olympus_Mons' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal({ code: 'reminder.timeZone' }, 'invalid_request'));
    const push = await me.post('/api/sync/push', {
      clientId: `client-${uuidv7()}`,
      schemaVersion: SYNC_SCHEMA_VERSION,
      mutations: [{ seq: 1, id: uuidv7(), name: 'profile.update', args: { timeZone: 'Nowhere' } }],
    });
    expect(push.json().results).toEqual([
      expect.objectContaining({
        status: 'rejected',
        error: { status: 400, ...refusal({ code: 'reminder.timeZone' }, 'invalid_request') },
      }),
    ]);
    expect((await me.put('/api/profile', { timeZone: 'Asia/Manila' })).json()).toMatchObject({
      timeZone: 'Asia/Manila',
    });
    // a save without it keeps it; null goes back to America/Chicago
    expect((await me.put('/api/profile', { bio: 'Teacher' })).json()).toMatchObject({
      timeZone: 'Asia/Manila',
    });
    expect((await me.put('/api/profile', { timeZone: null })).json()).toMatchObject({ timeZone: null });
  });

  it('dates a plan saved at 22:00 in Manila that local day, and limits plans by the Manila day', async () => {
    at('2030-03-05T14:00:00Z'); // 22:00 on March 5 in Manila
    const manila = as(app, await registerUser(app));
    const chicago = as(app, await registerUser(app));
    await manila.put('/api/profile', { timeZone: 'Asia/Manila' });
    const saved = await manila.post('/api/entries', plan('2030-03-05'));
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().entry.date).toBe('2030-03-05');
    // two hours later it is March 6 in Manila (still March 5 in Chicago): March 7 is Manila's tomorrow
    at('2030-03-05T16:00:00Z');
    expect((await manila.post('/api/entries', plan('2030-03-07'))).statusCode).toBe(201);
    expect((await manila.post('/api/entries', plan('2030-03-08'))).statusCode).toBe(400);
    const refused = await chicago.post('/api/entries', plan('2030-03-07'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^A plan can be saved for today or tomorrow only/);
  });

  it('keeps the streak through a flight from Manila to Los Angeles, with one plan per date', async () => {
    at('2030-02-28T00:00:00Z'); // signed up the day before (a session is made on the server's clock)
    const me = as(app, await registerUser(app));
    await me.put('/api/profile', { timeZone: 'Asia/Manila' });
    // four mornings in Manila (08:00, when Chicago is still on the day before)
    for (const day of ['01', '02', '03', '04']) {
      at(`2030-03-${day}T00:00:00Z`);
      expect((await me.post('/api/entries', plan(`2030-03-${day}`))).statusCode).toBe(201);
    }
    // fly east to west: landing in Los Angeles on the evening of March 3 there (local date back a day)
    at('2030-03-04T03:00:00Z');
    await me.put('/api/profile', { timeZone: 'America/Los_Angeles' });
    // today in Los Angeles (March 3) was planned in Manila: a plan for it merges into that one
    const again = await me.post('/api/entries', plan('2030-03-03', ['Rest']));
    expect(again.statusCode).toBeLessThan(300);
    // mornings in Los Angeles: March 4 was planned in Manila, so the next new plans are March 5 to 7
    for (const day of ['04', '05', '06', '07']) {
      at(`2030-03-${day}T16:00:00Z`);
      expect((await me.post('/api/entries', plan(`2030-03-${day}`))).statusCode).toBeLessThan(300);
    }
    const exported = (await me.get('/api/account/export')).json();
    expect(exported.entries.map((e: { date: string }) => e.date).sort()).toEqual([
      '2030-03-01',
      '2030-03-02',
      '2030-03-03',
      '2030-03-04',
      '2030-03-05',
      '2030-03-06',
      '2030-03-07',
    ]);
    // seven days in a row: the streak survived the flight
    expect(await achievementIds(me)).toContain('seven_day_streak');
  });
});
