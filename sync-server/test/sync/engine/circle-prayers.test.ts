import { describe, expect, it } from 'vitest';
import { type Account, apiCall, closingDevices, type Device, newAccount } from './harness';

// Praying for each other on the device (issue 52): each circle's rows reach a member's database
// through the circle's pull after the person's own; 'I prayed' shows at once and offline; the rows
// of a circle the person left leave the device.

const device = closingDevices();

async function call<T>(account: Account, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await apiCall(account, method, path, body);
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  return answer.body as T;
}

/** Ana leads a circle Ben is in; each has a device. */
async function pair() {
  const [ana, ben] = [await newAccount('ana'), await newAccount('ben')];
  const { id: circleId } = await call<{ id: string }>(ana, 'POST', '/api/circles', { name: 'Tuesday group' });
  const { code } = await call<{ code: string }>(ana, 'POST', `/api/circles/${circleId}/invites`, {});
  await call(ben, 'POST', '/api/circles/join', { code });
  return { ana, ben, circleId, anaDevice: device(ana), benDevice: device(ben) };
}

/** A request of Ana's, shared with the circle from her device and synced. */
async function shared(d: Device, circleId: string, anonymous = false) {
  const prayer = await d.mutations.createPrayer({ title: `Healing ${Math.random()}` });
  await d.mutations.sharePrayer(prayer.id, circleId, anonymous);
  expect(await d.engine.flush()).toBe('synced');
  return prayer;
}

const rowsOf = (d: Device, circleId: string) =>
  Promise.all([
    d.db.circlePrayers.where('circleId').equals(circleId).toArray(),
    d.db.circlePrayerMarks.where('circleId').equals(circleId).toArray(),
  ]);

describe("a circle's rows on a member's device", () => {
  it('a shared request reaches the other member; an offline "I prayed" shows at once and reaches the asker', async () => {
    const { ana, ben, circleId, anaDevice, benDevice } = await pair();
    const prayer = await shared(anaDevice, circleId);
    expect(await anaDevice.db.prayers.get(prayer.id)).toMatchObject({ sharedCircleId: circleId });

    expect(await benDevice.engine.flush()).toBe('synced');
    const [[request]] = await rowsOf(benDevice, circleId);
    expect(request).toMatchObject({
      id: prayer.id,
      title: prayer.title,
      askerName: ana.username,
      mine: false,
    });
    expect((await benDevice.db.meta.get('circleCursors'))?.value).toEqual({ [circleId]: expect.any(Number) });

    benDevice.net.offline = true;
    const tap = await benDevice.mutations.prayFor(circleId, prayer.id);
    expect(await benDevice.db.circlePrayerMarks.get([circleId, tap])).toMatchObject({
      mine: true,
      version: 0,
    });
    expect(await benDevice.engine.flush()).toBe('offline');
    benDevice.net.offline = false;
    expect(await benDevice.engine.flush()).toBe('synced');
    expect(await benDevice.db.circlePrayerMarks.get([circleId, tap])).toMatchObject({
      mine: true,
      version: expect.any(Number),
    });
    expect((await benDevice.db.circlePrayerMarks.get([circleId, tap]))?.version).toBeGreaterThan(0);

    expect(await anaDevice.engine.flush()).toBe('synced');
    const [[mine], marks] = await rowsOf(anaDevice, circleId);
    expect(mine).toMatchObject({ id: prayer.id, mine: true });
    expect(marks).toEqual([
      expect.objectContaining({ id: tap, prayerId: prayer.id, name: ben.username, mine: false }),
    ]);
  });

  it('an anonymous request carries no name; one no longer shared leaves the device', async () => {
    const { circleId, anaDevice, benDevice } = await pair();
    const prayer = await shared(anaDevice, circleId, true);
    expect(await benDevice.engine.flush()).toBe('synced');
    expect((await rowsOf(benDevice, circleId))[0]).toEqual([
      expect.objectContaining({ id: prayer.id, askerName: null, mine: false }),
    ]);

    await anaDevice.mutations.sharePrayer(prayer.id, null, false);
    expect(await anaDevice.db.prayers.get(prayer.id)).toMatchObject({ sharedCircleId: null });
    expect(await anaDevice.engine.flush()).toBe('synced');
    expect(await benDevice.engine.flush()).toBe('synced');
    expect((await rowsOf(benDevice, circleId))[0]).toEqual([]);
  });

  it('a request moved to another circle is unshared first, in the same write', async () => {
    const { ana, circleId, anaDevice } = await pair();
    const other = (await call<{ id: string }>(ana, 'POST', '/api/circles', { name: 'Family' })).id;
    const prayer = await shared(anaDevice, circleId);
    await anaDevice.mutations.sharePrayer(prayer.id, other, false);
    expect(await anaDevice.engine.flush()).toBe('synced');
    expect(await anaDevice.db.rejected.count()).toBe(0);
    expect((await rowsOf(anaDevice, circleId))[0]).toEqual([]);
    expect((await rowsOf(anaDevice, other))[0]).toEqual([expect.objectContaining({ id: prayer.id })]);
  });

  it('the rows of a circle the person left leave the device; offline, nothing changes', async () => {
    const { ben, circleId, anaDevice, benDevice } = await pair();
    await shared(anaDevice, circleId);
    expect(await benDevice.engine.flush()).toBe('synced');
    expect((await rowsOf(benDevice, circleId))[0]).toHaveLength(1);

    await call(ben, 'POST', `/api/circles/${circleId}/leave`);
    benDevice.net.offline = true;
    expect(await benDevice.engine.flush()).toBe('offline');
    expect((await rowsOf(benDevice, circleId))[0]).toHaveLength(1);

    benDevice.net.offline = false;
    expect(await benDevice.engine.flush()).toBe('synced');
    expect(await rowsOf(benDevice, circleId)).toEqual([[], []]);
    expect((await benDevice.db.meta.get('circleCursors'))?.value).toEqual({});
  });

  it('a circle whose version has not moved is not pulled again', async () => {
    const { circleId, anaDevice, benDevice } = await pair();
    await shared(anaDevice, circleId);
    expect(await benDevice.engine.flush()).toBe('synced');
    benDevice.net.calls.length = 0;
    expect(await benDevice.engine.flush()).toBe('synced');
    expect(benDevice.net.calls.map((c) => c.path)).not.toContain(`/api/sync/circles/${circleId}/pull`);
    expect(benDevice.net.calls.map((c) => c.path)).toContain('/api/circles');
  });
});
