import { localReference } from '@reign/bible';
import { DEFAULT_CHALLENGES, DEFAULT_ENCOURAGEMENT, reminderMessages } from '@reign/contract';
import { newEntry, uuidv7 } from '@reign/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { claimDueJobs, listJobs } from '../src/lib/job-queue';
import { putEntry } from '../src/modules/entries/entry-repository';
import { DELIVERY_JOB, REMINDER_TEXT } from '../src/modules/reminders/reminder-jobs';
import { REMINDER_JOB } from '../src/modules/reminders/reminder-service';
import { as, connectTestDatabase, registerUser, type SignedIn, testConfig } from './support/harness';
import { type PushStandIn, startPushStandIn } from './support/push-stand-in';
import { refusal } from './support/refusal';

// A Tuesday in winter: 07:00 in New York is 12:00 UTC.
const BEFORE = new Date('2030-03-05T11:59:00Z');
const DUE = new Date('2030-03-05T12:00:05Z');
const ZONE = 'America/New_York';

let standIn: PushStandIn;
let clock = BEFORE;
const apps: FastifyInstance[] = [];
let app: FastifyInstance;

async function newApp(): Promise<FastifyInstance> {
  const env = {
    PUSH_SERVICE_ORIGINS: standIn.origin,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
  };
  const built = await buildApp({
    config: testConfig(env),
    database: await connectTestDatabase(),
    clock: () => clock,
  });
  apps.push(built);
  return built;
}
let vapid: { publicKey: string; privateKey: string };

beforeAll(async () => {
  standIn = await startPushStandIn();
  vapid = (await import('web-push')).default.generateVAPIDKeys();
  app = await newApp();
});
afterAll(async () => {
  for (const a of apps) await a.close();
  await standIn.close();
});
beforeEach(() => {
  clock = BEFORE;
});

/** Runs due jobs until none is left (a reminder queues its deliveries, the next look sends them). */
async function drain(on: FastifyInstance = app): Promise<void> {
  while ((await on.jobs.runDue()) > 0) {}
}

/** A member whose device is subscribed at the stand-in. */
async function subscribed(timeZone = ZONE, headers: Record<string, string> = {}) {
  const who = await registerUser(app);
  const device = await standIn.subscribe(vapid.publicKey);
  const res = await app.inject({
    method: 'PUT',
    url: '/api/push/subscription',
    cookies: who.cookies,
    headers,
    payload: { endpoint: device.endpoint, keys: device.keys, timeZone },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { who, device };
}

/** The Gospels in 30 days started yesterday with day 1 read: today is day 2 (Matthew). */
async function readingDay2Today(me: ReturnType<typeof as>) {
  const plan = (
    await me.post('/api/reading-plans', { planKey: 'gospels-30', startDate: '2030-03-04' })
  ).json();
  await me.post(`/api/reading-plans/${plan.id}/progress`, { day: 1, read: true, readOn: '2030-03-04' });
}

const reminderJob = async (who: SignedIn) =>
  (await listJobs(app.db.sql, REMINDER_JOB)).find((j) => j.key === String(who.user.id));

describe('morning reminder settings', () => {
  it('answers 07:00 with no zone and no device at first, and the VAPID public key', async () => {
    const me = as(app, await registerUser(app));
    expect((await me.get('/api/reminders')).json()).toEqual({
      time: '07:00',
      timeZone: null,
      devices: 0,
      publicKey: vapid.publicKey,
      prayedForYou: true,
      answeredInCircles: true,
      readingInCircles: true,
    });
  });

  it('refuses a time or a zone it cannot use, with the message the form shows', async () => {
    const me = as(app, await registerUser(app));
    const badTime = await me.put('/api/reminders', { time: '7am', timeZone: ZONE });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json()).toMatchObject(refusal({ code: 'reminder.time' }, 'invalid_request'));
    const badZone = await me.put('/api/reminders', { time: '07:00', timeZone: 'Mars/Olympus' });
    expect(badZone.json()).toMatchObject({ message: reminderMessages.timeZone });
    expect((await me.get('/api/reminders')).json()).toMatchObject({ timeZone: null });
  });

  it('refuses a push address that is not a push service, or a push service on another port', async () => {
    const me = as(app, await registerUser(app));
    for (const endpoint of [
      'https://intranet.example.com/admin',
      // a known push host on another port or with credentials would reach whatever listens there
      'https://fcm.googleapis.com:5432/fcm/send/abc',
      'https://user:secret@fcm.googleapis.com/fcm/send/abc',
      'http://fcm.googleapis.com/fcm/send/abc',
    ]) {
      const res = await me.put('/api/push/subscription', {
        endpoint,
        keys: { p256dh: 'BExample', auth: 'abc' },
        timeZone: ZONE,
      });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().message).toBe(reminderMessages.endpoint);
    }
  });

  it('subscribing makes 07:00 in the device zone and schedules the next one; a new time moves it', async () => {
    const { who } = await subscribed();
    const me = as(app, who);
    expect((await me.get('/api/reminders')).json()).toMatchObject({
      time: '07:00',
      timeZone: ZONE,
      devices: 1,
    });
    expect((await reminderJob(who))?.runAt.toISOString()).toBe('2030-03-05T12:00:00.000Z');
    await me.put('/api/reminders', { time: '06:30', timeZone: 'Asia/Tokyo' });
    // 06:30 in Tokyo on March 6 is 21:30 UTC on March 5.
    expect((await reminderJob(who))?.runAt.toISOString()).toBe('2030-03-05T21:30:00.000Z');
  });
});

describe('sending the morning reminder', () => {
  it("pushes today's verse at the time, once, to the device; the payload decrypts at the push service", async () => {
    const { device } = await subscribed();
    await drain();
    expect(await standIn.messages(device.clientHash)).toEqual([]);

    clock = DUE;
    await drain();
    const today = (await app.inject({ url: '/api/today-scripture' })).json();
    expect(await standIn.messages(device.clientHash)).toEqual([
      { kind: 'morning-reminder', date: '2030-03-05', title: today.reference, body: REMINDER_TEXT, url: '/' },
    ]);
    // Later the same morning nothing more; the next one is tomorrow.
    clock = new Date('2030-03-05T14:00:00Z');
    await drain();
    expect(await standIn.messages(device.clientHash)).toHaveLength(1);
  });

  it("names today's reading when the person has a reading plan (issue 38)", async () => {
    const { who, device } = await subscribed();
    const me = as(app, who);
    await readingDay2Today(me);
    clock = DUE;
    await drain();
    const [message] = (await standIn.messages(device.clientHash)) as { body?: string }[];
    expect(message?.body).toMatch(new RegExp(`^${REMINDER_TEXT}\\. Today's reading: Matthew \\d`));
  });

  it("comes in the member's language: the verse and the reading's books named in Spanish (issue 39)", async () => {
    const { who, device } = await subscribed();
    const me = as(app, who);
    expect((await me.put('/api/profile', { language: 'es' })).statusCode).toBe(200);
    await readingDay2Today(me);
    clock = DUE;
    await drain();
    const today = (await app.inject({ url: '/api/today-scripture' })).json();
    const [message] = (await standIn.messages(device.clientHash)) as { title?: string; body?: string }[];
    expect(message?.title).toBe(localReference(today.reference, 'rv1909'));
    expect(message?.body).toMatch(/^Tu plan de hoy te espera\. Lectura de hoy: Mateo \d/);
  });

  it('comes in the language of the device it was set up on when the member never chose one', async () => {
    const { device } = await subscribed(ZONE, { 'accept-language': 'es-MX,es;q=0.9' });
    const english = await subscribed(ZONE, { 'accept-language': 'en-US' });
    clock = DUE;
    await drain();
    const [message] = (await standIn.messages(device.clientHash)) as { body?: string }[];
    expect(message?.body).toBe('Tu plan de hoy te espera');
    const [plain] = (await standIn.messages(english.device.clientHash)) as { body?: string }[];
    expect(plain?.body).toBe(REMINDER_TEXT);
  });

  it('sends nothing when today’s plan was saved before the time, and keeps tomorrow’s', async () => {
    const { who, device } = await subscribed();
    // the test's clock is in 2030, where POST /api/entries (the real clock) refuses the date: written
    // through the plans' repository as the service would have
    const plan = newEntry(
      {
        id: uuidv7(),
        date: '2030-03-05',
        verse: 'In the beginning',
        verseReference: 'Genesis 1:1',
        priorities: ['Family'],
        actionSteps: [],
        challenges: DEFAULT_CHALLENGES,
        encouragement: DEFAULT_ENCOURAGEMENT,
      },
      BEFORE.toISOString(),
    );
    await putEntry(app.db.sql, who.user.id, plan, 1, false);
    clock = DUE;
    await drain();
    expect(await standIn.messages(device.clientHash)).toEqual([]);
    expect((await reminderJob(who))?.runAt.toISOString()).toBe('2030-03-06T12:00:00.000Z');
  });

  it('two servers on one database send one push per reminder', async () => {
    const second = await newApp();
    const devices = await Promise.all([subscribed(), subscribed(), subscribed()]);
    clock = DUE;
    await Promise.all([drain(app), drain(second), drain(app), drain(second)]);
    for (const { device } of devices) expect(await standIn.messages(device.clientHash)).toHaveLength(1);
  });

  it('a 410 from the push service removes the subscription', async () => {
    const { who, device } = await subscribed();
    await standIn.expire(device.clientHash);
    clock = DUE;
    await drain();
    expect((await as(app, who).get('/api/reminders')).json()).toMatchObject({ devices: 0 });
    // With no device left the reminder itself ends at its next run.
    clock = new Date('2030-03-06T12:00:05Z');
    await drain();
    expect(await reminderJob(who)).toBeUndefined();
  });

  it('retries a failing push service with growing waits, then delivers', async () => {
    const { device } = await subscribed();
    standIn.failNext(503, 500);
    clock = DUE;
    await drain();
    const delivery = async () =>
      (await listJobs(app.db.sql, DELIVERY_JOB)).find((j) => j.key.endsWith(':2030-03-05') && j.attempts > 0);
    const first = await delivery();
    expect(first).toMatchObject({ attempts: 1, lastError: 'push service answered 503' });
    const firstWait = (first?.runAt.getTime() ?? 0) - clock.getTime();
    expect(firstWait).toBeGreaterThanOrEqual(22_000);

    clock = new Date(first?.runAt.getTime() ?? 0);
    await drain();
    const second = await delivery();
    expect(second).toMatchObject({ attempts: 2, lastError: 'push service answered 500' });
    expect((second?.runAt.getTime() ?? 0) - clock.getTime()).toBeGreaterThan(firstWait * 1.2);

    clock = new Date(second?.runAt.getTime() ?? 0);
    await drain();
    expect(await standIn.messages(device.clientHash)).toHaveLength(1);
  });

  it('a push service that hangs holds up no request', async () => {
    const { who } = await subscribed();
    standIn.setHangMs(1500);
    standIn.failNext('hang');
    clock = DUE;
    await app.jobs.runDue(); // queues the delivery
    const sending = app.jobs.runDue();
    await new Promise((ok) => setTimeout(ok, 200));
    const started = Date.now();
    const res = await as(app, who).get('/api/reminders');
    expect(res.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
    await sending;
  });

  it('a process that dies holding a reminder loses it to no one: it is sent once its lease ends', async () => {
    const { who, device } = await subscribed();
    clock = DUE;
    // A process claims the due reminder, then dies before finishing it.
    const claimed = await claimDueJobs(
      app.db.sql,
      [REMINDER_JOB],
      DUE,
      new Date(DUE.getTime() + 120_000),
      100,
    );
    expect(claimed.map((j) => j.key)).toContain(String(who.user.id));
    await drain();
    expect(await standIn.messages(device.clientHash)).toEqual([]);
    clock = new Date(DUE.getTime() + 121_000);
    await drain();
    expect(await standIn.messages(device.clientHash)).toHaveLength(1);
  });

  it('skips a reminder more than three hours late (the servers were down), and keeps the next', async () => {
    const { who, device } = await subscribed();
    clock = new Date('2030-03-05T15:30:00Z');
    await drain();
    expect(await standIn.messages(device.clientHash)).toEqual([]);
    expect((await reminderJob(who))?.runAt.toISOString()).toBe('2030-03-06T12:00:00.000Z');
  });

  it('turning off on a device removes it and, with none left, the reminder', async () => {
    const { who, device } = await subscribed();
    const res = await as(app, who).delete('/api/push/subscription', { endpoint: device.endpoint });
    expect(res.statusCode).toBe(200);
    expect((await as(app, who).get('/api/reminders')).json()).toMatchObject({ devices: 0 });
    expect(await reminderJob(who)).toBeUndefined();
    clock = DUE;
    await drain();
    expect(await standIn.messages(device.clientHash)).toEqual([]);
  });

  it('a device that signs in to another account moves to it once the first has signed out', async () => {
    const { who, device } = await subscribed();
    const other = await registerUser(app);
    const subscribe = () =>
      as(app, other).put('/api/push/subscription', {
        endpoint: device.endpoint,
        keys: device.keys,
        timeZone: 'Europe/London',
      });
    expect((await subscribe()).statusCode).toBe(409);
    await as(app, who).post('/api/logout');
    expect((await subscribe()).statusCode).toBe(200);
    expect((await as(app, other).get('/api/reminders')).json()).toMatchObject({
      devices: 1,
      timeZone: 'Europe/London',
    });
  });
});
