// The morning reminder at the member's local time in the zone they chose for their day (issue 39).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listJobs } from '../src/lib/job-queue';
import { REMINDER_TEXT } from '../src/modules/reminders/reminder-jobs';
import { REMINDER_JOB } from '../src/modules/reminders/reminder-service';
import { as, registerUser, type SignedIn } from './support/harness';
import { type PushApp, startPushApp } from './support/push-app';
import type { PushStandIn } from './support/push-stand-in';

// 07:00 on March 6 in Manila is 23:00 UTC on March 5 (17:00 on March 5 in Chicago).
const BEFORE = new Date('2030-03-05T11:59:00Z');
const MANILA_SEVEN = '2030-03-05T23:00:00.000Z';

let standIn: PushStandIn;
let clock = BEFORE;
let app: FastifyInstance;
let vapid: { publicKey: string; privateKey: string };

let push: PushApp;
beforeAll(async () => {
  push = await startPushApp(() => clock);
  ({ app, standIn, vapid } = push);
});
afterAll(() => push?.close());

async function drain(): Promise<void> {
  while ((await app.jobs.runDue()) > 0) {}
}

/** A member whose device (its zone New York) is subscribed at the stand-in. */
async function subscribed(who: SignedIn) {
  const device = await standIn.subscribe(vapid.publicKey);
  const res = await as(app, who).put('/api/push/subscription', {
    endpoint: device.endpoint,
    keys: device.keys,
    timeZone: 'America/New_York',
  });
  expect(res.statusCode, res.body).toBe(200);
  return device;
}
const runAt = async (who: SignedIn) =>
  (await listJobs(app.db.sql, REMINDER_JOB)).find((j) => j.key === String(who.user.id))?.runAt.toISOString();

describe('the morning reminder in the zone a member chose', () => {
  it('comes at 07:00 in Manila for a member who chose Asia/Manila, dated their Manila day', async () => {
    clock = BEFORE;
    const who = await registerUser(app);
    await as(app, who).put('/api/profile', { timeZone: 'Asia/Manila' });
    const device = await subscribed(who);
    expect(await runAt(who)).toBe(MANILA_SEVEN);
    clock = new Date('2030-03-05T12:00:05Z'); // 07:00 in New York: nothing
    await drain();
    expect(await standIn.messages(device.clientHash)).toEqual([]);
    clock = new Date('2030-03-05T23:00:05Z');
    await drain();
    expect(await standIn.messages(device.clientHash)).toEqual([
      expect.objectContaining({ kind: 'morning-reminder', date: '2030-03-06', body: REMINDER_TEXT }),
    ]);
    expect(await runAt(who)).toBe('2030-03-06T23:00:00.000Z');
    // the settings name the zone the reminder keeps: the chosen one
    expect((await as(app, who).get('/api/reminders')).json()).toMatchObject({ timeZone: 'Asia/Manila' });
  });

  it('moves to Manila time when the member chooses the zone after the reminder was set', async () => {
    clock = BEFORE;
    const who = await registerUser(app);
    const device = await subscribed(who);
    expect(await runAt(who)).toBe('2030-03-05T12:00:00.000Z'); // 07:00 in New York
    await as(app, who).put('/api/profile', { timeZone: 'Asia/Manila' });
    clock = new Date('2030-03-05T12:00:05Z');
    await drain();
    // 20:00 in Manila is not the morning: the reminder waits for 07:00 there
    expect(await standIn.messages(device.clientHash)).toEqual([]);
    expect(await runAt(who)).toBe(MANILA_SEVEN);
    clock = new Date('2030-03-05T23:00:05Z');
    await drain();
    expect(await standIn.messages(device.clientHash)).toHaveLength(1);
  });
});
