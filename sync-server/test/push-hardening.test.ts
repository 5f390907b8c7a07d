import { createServer } from 'node:http';
import { reminderMessages } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listJobs } from '../src/lib/job-queue';
import { DELIVERY_JOB } from '../src/modules/reminders/reminder-jobs';
import { MAX_DEVICES } from '../src/modules/reminders/reminder-service';
import { as, registerUser, type SignedIn } from './support/harness';
import { listenOnLoopback } from './support/loopback';
import { type PushApp, startPushApp } from './support/push-app';
import type { PushStandIn, StandInSubscription } from './support/push-stand-in';

// Winter in New York (UTC-5): 07:00 there is 12:00 UTC.
const BEFORE = new Date('2030-03-05T11:59:00Z');
const DUE = new Date('2030-03-05T12:00:05Z');
const ZONE = 'America/New_York';
const MINUTE = 60_000;

let standIn: PushStandIn;
let vapid: { publicKey: string; privateKey: string };
let app: FastifyInstance;
let clock = BEFORE;

let push: PushApp;
beforeAll(async () => {
  push = await startPushApp(() => clock);
  ({ app, standIn, vapid } = push);
});
afterAll(() => push?.close());
beforeEach(() => {
  clock = BEFORE;
});

async function drain(): Promise<void> {
  while ((await app.jobs.runDue()) > 0) {}
}

const register = (who: SignedIn, device: StandInSubscription) =>
  as(app, who).put('/api/push/subscription', {
    endpoint: device.endpoint,
    keys: device.keys,
    timeZone: ZONE,
  });

async function newDevice(who: SignedIn): Promise<StandInSubscription> {
  const device = await standIn.subscribe(vapid.publicKey);
  const res = await register(who, device);
  expect(res.statusCode, res.body).toBe(200);
  return device;
}

const devicesOf = async (who: SignedIn) => (await as(app, who).get('/api/reminders')).json().devices;

/** 'HH:MM' in New York at an instant (winter: UTC-5). */
const newYorkTime = (at: Date) => new Date(at.getTime() - 5 * 3600_000).toISOString().slice(11, 16);

describe('push limits', () => {
  it('keeps the ten devices registered last: an eleventh drops the oldest, and each kept one gets one reminder', async () => {
    const who = await registerUser(app);
    const devices: StandInSubscription[] = [];
    for (let i = 0; i < MAX_DEVICES + 1; i++) devices.push(await newDevice(who));
    expect(MAX_DEVICES).toBe(10);
    expect(await devicesOf(who)).toBe(10);

    // registering a kept device again makes it the newest: a twelfth drops the third, not the second
    expect((await register(who, devices[1] as StandInSubscription)).statusCode).toBe(200);
    devices.push(await newDevice(who));
    expect(await devicesOf(who)).toBe(10);

    clock = DUE;
    await drain();
    const [first, second, third, ...rest] = devices as [
      StandInSubscription,
      StandInSubscription,
      StandInSubscription,
    ];
    expect(await standIn.messages(first.clientHash)).toEqual([]);
    expect(await standIn.messages(third.clientHash)).toEqual([]);
    for (const device of [second, ...rest]) expect(await standIn.messages(device.clientHash)).toHaveLength(1);
  });

  it('moving the reminder time minute by minute through the day sends each device one push that day', async () => {
    const who = await registerUser(app);
    const [phone, laptop] = [await newDevice(who), await newDevice(who)];
    clock = DUE;
    await drain();
    // each minute the time moves to the next minute, and the clock reaches it; then on through the evening
    const moves: Date[] = [];
    for (let at = DUE.getTime(); at < DUE.getTime() + 30 * MINUTE; at += MINUTE) moves.push(new Date(at));
    for (let at = DUE.getTime() + 30 * MINUTE; at < Date.parse('2030-03-06T04:55:00Z'); at += 20 * MINUTE) {
      moves.push(new Date(at));
    }
    for (const at of moves) {
      clock = at;
      const next = new Date(at.getTime() + MINUTE);
      const saved = await as(app, who).put('/api/reminders', { time: newYorkTime(next), timeZone: ZONE });
      expect(saved.statusCode).toBe(200);
      clock = new Date(next.getTime() + 5_000);
      await drain();
    }
    for (const device of [phone, laptop]) expect(await standIn.messages(device.clientHash)).toHaveLength(1);

    // the next day (New York) one more each
    clock = new Date('2030-03-06T04:50:00Z');
    await as(app, who).put('/api/reminders', { time: '07:00', timeZone: ZONE });
    clock = new Date('2030-03-06T12:00:05Z');
    await drain();
    for (const device of [phone, laptop]) expect(await standIn.messages(device.clientHash)).toHaveLength(2);
  }, 120_000);

  it('a device another signed-in account gets the reminder on answers 409 and stays theirs until they sign out', async () => {
    const first = await registerUser(app);
    const device = await newDevice(first);
    const second = await registerUser(app);

    const refused = await register(second, device);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'conflict', message: reminderMessages.endpointTaken });
    expect(await devicesOf(first)).toBe(1);
    expect(await devicesOf(second)).toBe(0);

    // signing out on the device: the app turns the reminder off here, then ends the session
    const off = await as(app, first).delete('/api/push/subscription', { endpoint: device.endpoint });
    expect(off.statusCode).toBe(200);
    expect((await as(app, first).post('/api/logout')).statusCode).toBe(200);

    expect((await register(second, device)).statusCode).toBe(200);
    expect(await devicesOf(second)).toBe(1);
  });

  it('a device moves once the account holding it is signed in nowhere, even if its sign-out did not remove it', async () => {
    const first = await registerUser(app);
    const device = await newDevice(first);
    const second = await registerUser(app);
    expect((await register(second, device)).statusCode).toBe(409);

    expect((await as(app, first).post('/api/logout')).statusCode).toBe(200);
    expect((await register(second, device)).statusCode).toBe(200);
    expect(await devicesOf(second)).toBe(1);
  });

  it('a push service that redirects is not followed: nothing reaches the other host, and the send is dropped', async () => {
    let elsewhere = 0;
    const other = await listenOnLoopback(
      createServer((req, res) => {
        elsewhere += 1;
        req.resume();
        res.writeHead(201).end();
      }),
    );
    try {
      clock = new Date('2030-03-05T09:00:00Z');
      const who = await registerUser(app);
      const device = await newDevice(who);
      // a time of its own, so the stand-in's next answer is this device's push
      await as(app, who).put('/api/reminders', { time: '05:17', timeZone: ZONE });
      // one redirect: a retry would then be delivered
      standIn.failNext({ status: 301, location: `${other.origin}/collect` });
      const pushesBefore = standIn.pushCount();
      clock = new Date('2030-03-05T10:17:05Z');
      await drain();
      expect(standIn.pushCount() - pushesBefore).toBe(1);
      // later runs (a retry would come within the delivery window) send it nothing either
      clock = new Date('2030-03-05T13:17:05Z');
      await drain();

      expect(elsewhere).toBe(0);
      expect(await standIn.messages(device.clientHash)).toEqual([]);
      const pending = await listJobs(app.db.sql, DELIVERY_JOB);
      expect(pending.filter((job) => job.key.endsWith(':2030-03-05'))).toEqual([]);
      expect(await devicesOf(who)).toBe(1);
    } finally {
      await other.close();
    }
  });
});
