import { uuidv7 } from '@reign/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReignDb } from '../device/database';
import { CircleBackoff } from './circle-backoff';
import { pullCircles } from './circle-pull';
import { createMutations } from './mutations';
import { discardRejected, refusalActions, resendRejected } from './rejections';

// The circles' writes and pull on the device alone (issue 52); against the real server in
// sync-server/test/sync/engine/circle-prayers.test.ts.

const dbs: ReignDb[] = [];
function setup() {
  const db = new ReignDb(`circle-unit-${uuidv7()}`);
  dbs.push(db);
  return { db, m: createMutations(db, { queue: true }) };
}
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
});

const circleId = uuidv7();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe("a circle's writes on the device", () => {
  it('shares a request: its own row says where, and the share is queued', async () => {
    const { db, m } = setup();
    const prayer = await m.createPrayer({ title: 'Work' });
    await m.sharePrayer(prayer.id, circleId, true);
    expect(await db.prayers.get(prayer.id)).toMatchObject({
      sharedCircleId: circleId,
      sharedAnonymously: true,
    });
    expect((await db.outbox.toArray()).map((r) => [r.name, r.args])).toEqual([
      ['prayer.create', expect.anything()],
      ['prayer.share', { id: prayer.id, circleId, anonymous: true }],
    ]);
  });

  it('moves a shared request to another circle by stopping the first share in the same write', async () => {
    const { db, m } = setup();
    const prayer = await m.createPrayer({ title: 'Work' });
    await m.sharePrayer(prayer.id, circleId, false);
    const other = uuidv7();
    await m.sharePrayer(prayer.id, other, false);
    expect(await db.prayers.get(prayer.id)).toMatchObject({ sharedCircleId: other });
    expect((await db.outbox.toArray()).slice(2).map((r) => r.args)).toEqual([
      { id: prayer.id, circleId: null, anonymous: false },
      { id: prayer.id, circleId: other, anonymous: false },
    ]);
  });

  it("'I prayed' shows at once as my mark and is queued; discarding its refusal removes the mark", async () => {
    const { db, m } = setup();
    const prayerId = uuidv7();
    const tap = await m.prayFor(circleId, prayerId);
    expect(await db.circlePrayerMarks.toArray()).toEqual([
      { id: tap, circleId, prayerId, name: null, mine: true, prayedAt: expect.any(String), version: 0 },
    ]);
    const [queued] = await db.outbox.toArray();
    expect(queued).toMatchObject({ name: 'circlePrayer.pray', args: { id: tap, circleId, prayerId } });

    await db.rejected.add({
      id: queued?.id as string,
      seq: 1,
      name: 'circlePrayer.pray',
      args: queued?.args,
      status: 404,
      message: 'Circle not found.',
      code: 'not_found',
      createdAt: new Date().toISOString(),
    });
    const restore = vi.fn(async () => {});
    await discardRejected(db, queued?.id as string, restore);
    expect(await db.circlePrayerMarks.count()).toBe(0);
    expect(await db.rejected.count()).toBe(0);
    expect(restore).not.toHaveBeenCalled();
  });
});

describe("the circles' pull", () => {
  it('changes nothing when the list of circles fails', async () => {
    const { db, m } = setup();
    await m.prayFor(circleId, uuidv7());
    await db.meta.put({ key: 'circleCursors', value: { [circleId]: 3 } });
    const fetch = vi.fn(async () => json(500, { message: 'Something went wrong.' }));
    await pullCircles(db, { fetch, baseUrl: '' });
    expect(await db.circlePrayerMarks.count()).toBe(1);
    expect((await db.meta.get('circleCursors'))?.value).toEqual({ [circleId]: 3 });
    await expect(
      pullCircles(db, { fetch: vi.fn(async () => Promise.reject(new TypeError('offline'))), baseUrl: '' }),
    ).rejects.toMatchObject({ code: 'network' });
    expect(await db.circlePrayerMarks.count()).toBe(1);
  });

  it('drops a circle no longer listed and pulls a listed one past its cursor', async () => {
    const { db, m } = setup();
    await m.prayFor(circleId, uuidv7());
    await db.meta.put({ key: 'circleCursors', value: { [circleId]: 3 } });
    const kept = uuidv7();
    const row = {
      id: uuidv7(),
      circleId: kept,
      title: 'Exams',
      details: null,
      forWhom: null,
      category: 'spiritual',
      status: 'active',
      answeredAt: null,
      testimony: null,
      askerName: 'Ana',
      mine: false,
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
    };
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.startsWith('/api/circles'))
        return json(200, [
          { id: kept, name: 'Kept', role: 'member', memberCount: 2, version: 9, createdAt: row.createdAt },
        ]);
      expect(url).toBe(`/api/sync/circles/${kept}/pull?cursor=0&limit=500`);
      const changes = [
        { table: 'circlePrayers', id: row.id, version: 5, deleted: false, row },
        { table: 'circleSomethingNew', id: uuidv7(), version: 6, deleted: false, row: {} },
      ];
      return json(200, { changes, cursor: 6, hasMore: false });
    });
    await pullCircles(db, { fetch, baseUrl: '' });
    expect(await db.circlePrayerMarks.count()).toBe(0);
    expect(await db.circlePrayers.toArray()).toEqual([{ ...row, version: 5 }]);
    expect((await db.meta.get('circleCursors'))?.value).toEqual({ [kept]: 9 });
    // the list is kept for the circle screens offline
    expect((await db.meta.get('circleList'))?.value).toEqual([
      { id: kept, name: 'Kept', role: 'member', memberCount: 2, version: 9 },
    ]);
  });

  it('a circle the server cannot answer waits, longer each time, while the others are pulled', async () => {
    const { db } = setup();
    const [broken, fine] = [uuidv7(), uuidv7()];
    let version = 1;
    const asked: string[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.startsWith('/api/circles'))
        return json(
          200,
          [broken, fine].map((id) => ({
            id,
            name: 'C',
            role: 'member',
            memberCount: 2,
            version,
            createdAt: '',
          })),
        );
      const id = url.split('/')[4] ?? '';
      asked.push(id === broken ? 'broken' : 'fine');
      if (id === broken) return json(500, { message: 'Something went wrong.' });
      return json(200, { changes: [], cursor: version, hasMore: false });
    });
    let now = 0;
    const backoff = new CircleBackoff(
      () => now,
      () => 1,
    );
    const pull = async () => {
      version += 1; // both circles changed since the last pull
      asked.length = 0;
      await pullCircles(db, { fetch, baseUrl: '' }, 500, backoff);
      return [...asked];
    };
    expect(await pull()).toEqual(['broken', 'fine']);
    now = 999;
    expect(await pull()).toEqual(['fine']);
    now = 1000;
    expect(await pull()).toEqual(['broken', 'fine']);
    now = 1000 + 1999;
    expect(await pull()).toEqual(['fine']);
    now = 1000 + 2000;
    expect(await pull()).toEqual(['broken', 'fine']);
    // its rows were never touched; the fine one is known up to its version
    expect((await db.meta.get('circleCursors'))?.value).toEqual({ [fine]: version });
  });
});

describe("'Try again' after a circle's bound (409 circle_limit)", () => {
  /** Moves every queued change to the refused list, as the server's answer at the day's bound does. */
  async function refuseAll(db: ReignDb) {
    const queued = await db.outbox.toArray();
    await db.outbox.clear();
    await db.rejected.bulkAdd(
      queued.map((q, i) => ({
        id: q.id,
        seq: i + 1,
        name: q.name,
        args: q.args,
        status: 409,
        message: 'You can leave 30 notes a day.',
        code: 'circle_limit' as const,
        createdAt: q.createdAt,
      })),
    );
    return db.rejected.orderBy('seq').toArray();
  }

  it('sends again what this device still holds, as it holds it now, and nothing it took back since', async () => {
    const { db, m } = setup();
    const prayer = await m.createPrayer({ title: 'Exams' });
    await db.outbox.clear();
    const readingId = uuidv7();
    const tap = await m.prayFor(circleId, uuidv7());
    const note = await m.readTogether({ kind: 'note', circleId, readingId, day: 2, body: 'Kept' });
    const gone = await m.readTogether({ kind: 'note', circleId, readingId, day: 2, body: 'Taken back' });
    await m.sharePrayer(prayer.id, circleId, true);
    const refused = await refuseAll(db);
    expect(refused.map((r) => refusalActions(r))).toEqual(refused.map(() => ['retry', 'discard']));

    // taken back on this device since: the note deleted, the share stopped
    await m.readTogether({ kind: 'unnote', circleId, id: gone });
    await m.sharePrayer(prayer.id, null, false);
    await db.outbox.clear();

    for (const r of refused) await resendRejected(db, r.id, 'retry');
    expect(await db.rejected.count()).toBe(0);
    expect((await db.outbox.orderBy('seq').toArray()).map((q) => [q.name, q.args])).toEqual([
      ['circlePrayer.pray', expect.objectContaining({ id: tap })],
      ['circleNote.write', expect.objectContaining({ id: note, body: 'Kept' })],
    ]);
    expect(await db.prayers.get(prayer.id)).toMatchObject({ sharedCircleId: null });
    expect(await db.circleReadingNotes.get([circleId, gone])).toBeUndefined();
  });
});
