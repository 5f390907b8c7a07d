// The morning reminder with two server processes on one PostgreSQL database, both looking for due
// jobs every second, in real time: a reminder set for the next minute reaches the push service
// (web-push-testing's, on loopback) exactly once.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { type PushStandIn, startPushStandIn } from '../support/push-stand-in';
import { type ServerProcess, startServer, waitForHealth } from '../support/server-process';
import { newClient, register, sleep } from './support/client';
import { privateDatabaseForFile } from './support/private-postgres';

const database = privateDatabaseForFile('reign_reminders');
let standIn: PushStandIn;
let a: ServerProcess;
let b: ServerProcess;
const vapid = webPush.generateVAPIDKeys();

beforeAll(async () => {
  standIn = await startPushStandIn();
  const env = {
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    PUSH_SERVICE_ORIGINS: standIn.origin,
    JOBS_POLL_SECONDS: '1',
  };
  a = await startServer(database.url, env);
  await waitForHealth(a);
  b = await startServer(database.url, env);
  await waitForHealth(b);
});
afterAll(() => standIn?.close());

/** The UTC wall-clock minute at least 10 s from now, as HH:MM, and its instant. */
function nextMinute(): { time: string; at: Date } {
  const at = new Date(Math.ceil((Date.now() + 10_000) / 60_000) * 60_000);
  return { time: at.toISOString().slice(11, 16), at };
}

describe('the morning reminder with two server processes', () => {
  it('a reminder set for the coming minute arrives at the push service once', async () => {
    const person = newClient();
    await register(a.url, person);
    const device = await standIn.subscribe(vapid.publicKey);
    const subscribed = await person.request(b.url, 'PUT', '/api/push/subscription', {
      endpoint: device.endpoint,
      keys: device.keys,
      timeZone: 'UTC',
    });
    expect(subscribed.status, await subscribed.clone().text()).toBe(200);
    const { time, at } = nextMinute();
    const saved = await person.request(a.url, 'PUT', '/api/reminders', { time, timeZone: 'UTC' });
    expect(saved.status).toBe(200);

    await sleep(Math.max(0, at.getTime() - Date.now()));
    let messages: unknown[] = [];
    const deadline = Date.now() + 20_000;
    while (messages.length === 0 && Date.now() < deadline) {
      await sleep(250);
      messages = await standIn.messages(device.clientHash);
    }
    const arrivedAfterMs = Date.now() - at.getTime();
    // Both processes look every second for a while longer: nothing more arrives.
    await sleep(4000);
    messages = await standIn.messages(device.clientHash);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ kind: 'morning-reminder', body: 'Your plan for today is waiting' });
    expect(standIn.pushCount()).toBe(1);
    expect(arrivedAfterMs).toBeLessThan(10_000);
    expect(a.alive() && b.alive()).toBe(true);
  });
});
