import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pray, sharedPrayer } from './support/circle-prayers';
import { circleAs, joined, newCircle, newInvite, newPerson } from './support/circles';
import { as, bodyOf, type SignedIn } from './support/harness';
import { type PushApp, startPushApp } from './support/push-app';
import type { PushStandIn } from './support/push-stand-in';

// 'Ana prayed for you' (issue 52): a member's tap tells the asker's devices, in the asker's
// language, once a request and hour, never for their own tap, and not once turned off.

let push: PushApp;
let app: FastifyInstance;
let standIn: PushStandIn;

beforeAll(async () => {
  push = await startPushApp();
  ({ app, standIn } = push);
});
afterAll(() => push?.close());

const subscribe = (who: SignedIn) => push.subscribe(who);
const drain = () => push.drain();

/** Ana (with a device that gets the reminder) asks in a circle Ben is in. */
async function askingAna() {
  const ana = await newPerson(app, 'Ana');
  const ben = await newPerson(app, 'Ben');
  const circle = await newCircle(app, ana);
  const { code } = await newInvite(app, ana, circle.id);
  await joined(app, ben, code);
  const device = await subscribe(ana);
  const request = await sharedPrayer(app, ana, circle.id, { title: 'For my mother' });
  const benName = (await circleAs(app, ana, circle.id)).members.find((m) => m.userId === ben.user.id)?.name;
  return { ana, ben, circleId: circle.id, device, request, benName };
}

describe("'prayed for you' on the asker's devices", () => {
  it("tells the asker who prayed, once a request and hour, and never for the asker's own tap", async () => {
    const { ana, ben, circleId, device, request, benName } = await askingAna();
    await bodyOf(200, pray(app, ana, circleId, request.id));
    await drain();
    expect(await standIn.messages(device)).toEqual([]);

    await bodyOf(200, pray(app, ben, circleId, request.id));
    await bodyOf(200, pray(app, ben, circleId, request.id));
    await drain();
    expect(await standIn.messages(device)).toEqual([
      {
        kind: 'circle-prayed',
        title: `${benName} prayed for you`,
        body: 'For my mother',
        url: `/circles/${circleId}`,
        tag: `reign-circle-${request.id}`,
      },
    ]);
  });

  it("speaks the asker's language", async () => {
    const { ana, ben, circleId, device, request, benName } = await askingAna();
    await bodyOf(200, as(app, ana).put('/api/profile', { language: 'es' }));
    await bodyOf(200, pray(app, ben, circleId, request.id));
    await drain();
    expect(await standIn.messages(device)).toMatchObject([{ title: `${benName} oró por ti` }]);
  });

  it('stays quiet once turned off, and says when there is no device to turn it off on', async () => {
    const { ana, ben, circleId, device, request } = await askingAna();
    const off = await bodyOf(200, as(app, ana).put('/api/reminders/prayed', { on: false }));
    expect(off).toMatchObject({ prayedForYou: false, devices: 1 });
    await bodyOf(200, pray(app, ben, circleId, request.id));
    await drain();
    expect(await standIn.messages(device)).toEqual([]);

    const lonely = await newPerson(app, 'Cy');
    const refused = await as(app, lonely).put('/api/reminders/prayed', { on: false });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This device has no morning reminder.');
  });
});

describe("'an answered prayer in <circle>' on the members' devices", () => {
  it('tells every other member once, in their language, unless they turned it off; never the asker', async () => {
    const { ana, ben, circleId, device, request } = await askingAna();
    const cy = await newPerson(app, 'Cy');
    const { code } = await newInvite(app, ana, circleId);
    await joined(app, cy, code);
    const benDevice = await subscribe(ben);
    const cyDevice = await subscribe(cy);
    await bodyOf(200, as(app, ben).put('/api/profile', { language: 'es' }));
    const off = await bodyOf(200, as(app, cy).put('/api/reminders/answered', { on: false }));
    expect(off).toMatchObject({ answeredInCircles: false, prayedForYou: true });
    const name = (await circleAs(app, ana, circleId)).name;

    const answer = { answeredAt: '2026-11-27', testimony: 'She is home' };
    await bodyOf(200, as(app, ana).post(`/api/prayers/${request.id}/answer`, answer));
    // a later change of the answered request is no news
    await bodyOf(200, as(app, ana).put(`/api/prayers/${request.id}`, { testimony: 'She is home, and well' }));
    await drain();
    expect(await standIn.messages(benDevice)).toEqual([
      {
        kind: 'circle-answered',
        title: `Una oración respondida en ${name}`,
        body: 'For my mother',
        url: `/circles/${circleId}`,
        tag: `reign-circle-${request.id}`,
      },
    ]);
    expect(await standIn.messages(cyDevice)).toEqual([]);
    expect(await standIn.messages(device)).toEqual([]);
  });

  it('a former member, and an outsider with a device, are not told', async () => {
    const { ana, ben, circleId, request } = await askingAna();
    const benDevice = await subscribe(ben);
    await bodyOf(200, as(app, ben).post(`/api/circles/${circleId}/leave`, {}));
    const outsider = await newPerson(app, 'Dee');
    const outsiderDevice = await subscribe(outsider);
    await bodyOf(200, as(app, ana).post(`/api/prayers/${request.id}/answer`, { answeredAt: '2026-11-27' }));
    await drain();
    expect(await standIn.messages(benDevice)).toEqual([]);
    expect(await standIn.messages(outsiderDevice)).toEqual([]);
  });

  it('a request shared already answered tells nobody', async () => {
    const { ana, ben, circleId } = await askingAna();
    const benDevice = await subscribe(ben);
    const other = await sharedPrayer(app, ana, circleId, { title: 'Long answered' });
    await bodyOf(
      200,
      as(app, ana).put(`/api/prayers/${other.id}/share`, { circleId: null, anonymous: false }),
    );
    await bodyOf(200, as(app, ana).post(`/api/prayers/${other.id}/answer`, { answeredAt: '2026-11-27' }));
    await bodyOf(200, as(app, ana).put(`/api/prayers/${other.id}/share`, { circleId, anonymous: false }));
    await drain();
    expect(await standIn.messages(benDevice)).toEqual([]);
  });
});
