import { circleReadId } from '@reign/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pushAs } from './support/circle-prayers';
import { joined, newCircle, newInvite, newPerson } from './support/circles';
import { as, bodyOf } from './support/harness';
import { type PushApp, startPushApp } from './support/push-app';

// The circle's reading of the day (issue 52): at the morning reminder's time, each member's devices
// are told the day their circle reads together, in their language, unless they read it already,
// turned it off, or left the circle. It comes even when the day's plan is saved.

// 07:00 in New York is 12:00 UTC; the circle starts reading the day before, so today is day 2.
const BEFORE = new Date('2030-03-05T11:59:00Z');
const DUE = new Date('2030-03-05T12:00:05Z');
let clock = BEFORE;
let push: PushApp;
let app: FastifyInstance;

beforeAll(async () => {
  push = await startPushApp(() => clock);
  app = push.app;
});
afterAll(() => push?.close());
beforeEach(() => {
  clock = BEFORE;
});

/** Ana leads 'Home group', reading the Gospels in 30 days from yesterday; Ben is in it with a device. */
async function readingCircle() {
  const ana = await newPerson(app, 'Ana');
  const ben = await newPerson(app, 'Ben');
  const circle = await newCircle(app, ana, `Home group ${ben.user.id}`);
  await joined(app, ben, (await newInvite(app, ana, circle.id)).code);
  const plan = { planKey: 'gospels-30', startDate: '2030-03-04' };
  const reading = await bodyOf(200, as(app, ana).put(`/api/circles/${circle.id}/reading`, plan));
  const device = await push.subscribe(ben, 'America/New_York');
  return { ana, ben, circle, readingId: reading.id as string, device };
}

const circleMessages = async (device: string) =>
  ((await push.standIn.messages(device)) as { kind: string }[]).filter((m) => m.kind === 'circle-reading');

describe("the circle's reading of the day", () => {
  it("tells a member the day at their reminder's time, once, with the morning reminder", async () => {
    const { circle, device } = await readingCircle();
    await push.drain();
    expect(await push.standIn.messages(device)).toEqual([]);
    clock = DUE;
    await push.drain();
    const messages = (await push.standIn.messages(device)) as { kind: string }[];
    expect(messages.map((m) => m.kind).sort()).toEqual(['circle-reading', 'morning-reminder']);
    expect(messages.find((m) => m.kind === 'circle-reading')).toEqual({
      kind: 'circle-reading',
      title: `Today's reading with ${circle.name}`,
      body: expect.stringMatching(/^Matthew \d/),
      url: `/circles/${circle.id}`,
      tag: `reign-circle-reading-${circle.id}`,
    });
    clock = new Date('2030-03-05T14:00:00Z');
    await push.drain();
    expect(await circleMessages(device)).toHaveLength(1);
  });

  it('speaks Spanish to a member who reads in Spanish, and names the books so', async () => {
    const { ben, circle, device } = await readingCircle();
    await bodyOf(200, as(app, ben).put('/api/profile', { language: 'es' }));
    clock = DUE;
    await push.drain();
    expect(await circleMessages(device)).toEqual([
      expect.objectContaining({
        title: `La lectura de hoy con ${circle.name}`,
        body: expect.stringMatching(/^Mateo \d/),
      }),
    ]);
  });

  it('says nothing of a day already read, once turned off, or to a member who left', async () => {
    const read = await readingCircle();
    const id = await circleReadId(read.readingId, 2, read.ben.user.id);
    const args = { id, circleId: read.circle.id, readingId: read.readingId, day: 2, read: true };
    expect((await pushAs(app, read.ben, [{ name: 'circleReading.read', args }]))[0]?.status).toBe('applied');
    const off = await readingCircle();
    expect(await bodyOf(200, as(app, off.ben).put('/api/reminders/reading', { on: false }))).toMatchObject({
      readingInCircles: false,
      answeredInCircles: true,
    });
    const left = await readingCircle();
    await bodyOf(200, as(app, left.ben).post(`/api/circles/${left.circle.id}/leave`));
    clock = DUE;
    await push.drain();
    for (const { device } of [read, off, left]) expect(await circleMessages(device)).toEqual([]);
    // the morning reminder itself still comes
    expect((await push.standIn.messages(read.device)).map((m) => (m as { kind: string }).kind)).toEqual([
      'morning-reminder',
    ]);
  });
});
