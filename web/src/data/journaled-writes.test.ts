import { uuidv7 } from '@reign/domain';
import type { PlanActionRef } from '@reign/sync/client/mutations';
import { ReignDb } from '@reign/sync/device/database';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayLeftWrites } from './journaled-writes';
import { lazyMutations } from './session';
import { journaledWrites, openWriteJournal, type WriteJournal } from './write-journal';

const TICK: PlanActionRef = { entryId: uuidv7(), date: '2026-03-02', priority: 'Family', text: 'Call Mom' };

const dbs: ReignDb[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
  localStorage.clear();
});

function database() {
  const db = new ReignDb(`journal-${uuidv7()}`);
  dbs.push(db);
  return db;
}

/** A page's writes to `db` (no Web Locks here: pages are told apart by age), their code loaded by `load`. */
function page(
  db: ReignDb,
  load?: Parameters<typeof lazyMutations>[3],
  journal = openWriteJournal(db.name, null),
) {
  return { journal, ...lazyMutations(db, true, undefined, load, 2, journal) };
}

/** The next start, a minute later: what closed pages left is replayed. */
async function nextStart(db: ReignDb, options: Parameters<typeof replayLeftWrites>[3] = {}) {
  const next = page(db);
  const later = await replayLeftWrites(db, next.journal, next.replay, {
    locks: null,
    now: () => Date.now() + 61_000,
    ...options,
  });
  return { ...next, later };
}

const settled = (db: ReignDb) => vi.waitFor(() => expect(journaledWrites(db.name).size).toBe(0));

describe('a write journaled in the tap', () => {
  it('whose page closed before its transaction started is made at the next start, once, at its own time', async () => {
    const db = database();
    // the page closes while the write's code is still loading: nothing of it reached IndexedDB
    const closed = page(db, () => new Promise(() => {}));
    void closed.mutations.setActionDone(TICK, true);
    const [left] = [...journaledWrites(db.name).values()];
    expect(left).toEqual([expect.objectContaining({ method: 'setActionDone', args: [TICK, true] })]);
    expect(await db.outbox.count()).toBe(0);

    await nextStart(db);
    await settled(db);
    const [queued] = await db.outbox.toArray();
    expect(queued).toMatchObject({
      name: 'dailyActions.save',
      args: { entryId: TICK.entryId, actions: [{ text: 'Call Mom', isCompleted: true }] },
      createdAt: left?.[0]?.at,
    });
    expect((await db.dailyActions.toArray()).map((r) => r.isCompleted)).toEqual([true]);

    // made once: a later start finds nothing left, and no mark stays behind
    await nextStart(db);
    expect(await db.outbox.count()).toBe(1);
    expect(await db.meta.where('key').startsWith('write:').count()).toBe(0);
  });

  it("in a circle ('I prayed', sharing a request) is journaled like every write", async () => {
    const db = database();
    const circleId = uuidv7();
    const prayerId = uuidv7();
    const closed = page(db, () => new Promise(() => {}));
    void closed.mutations.prayFor(circleId, prayerId);
    void closed.mutations.sharePrayer(prayerId, circleId, true);
    const [left] = [...journaledWrites(db.name).values()];
    expect(left?.map((w) => [w.method, w.args])).toEqual([
      ['prayFor', [circleId, prayerId]],
      ['sharePrayer', [prayerId, circleId, true]],
    ]);

    await nextStart(db);
    await settled(db);
    const queued = await db.outbox.toArray();
    expect(queued.map((m) => [m.name, m.args])).toEqual([
      ['circlePrayer.pray', { id: expect.any(String), circleId, prayerId }],
      ['prayer.share', { id: prayerId, circleId, anonymous: true }],
    ]);
  });

  it('whose page closed after it committed, before it was settled, is not made again', async () => {
    const db = database();
    const journal = openWriteJournal(db.name, null);
    // the page closes between the commit and the settling: the journal still holds the write
    const unsettled: WriteJournal = { ...journal, settle: () => {} };
    await page(db, undefined, unsettled).mutations.setActionDone(TICK, true);
    expect(journaledWrites(db.name).get(journal.page)).toHaveLength(1);

    await nextStart(db);
    expect(journaledWrites(db.name).size).toBe(0);
    expect(await db.outbox.count()).toBe(1);
    expect(await db.meta.where('key').startsWith('write:').count()).toBe(0);
  });

  it('is left to its page while the page holds its lock, and judged later while too recent', async () => {
    const db = database();
    const open = page(db, () => new Promise(() => {}));
    void open.mutations.updateProfile({ bio: 'Walking with God' });
    const lockOf = `reign-writes:${db.name}:${open.journal.page}`;
    const held = { request: async () => {}, query: async () => ({ held: [{ name: lockOf }] }) };
    const still = await nextStart(db, { locks: held });
    expect(still.later).toBeNull();

    // closed (no lock), but the write is only 200 ms old: its lock request may still be on its way
    const none = { request: async () => {}, query: async () => ({ held: [], pending: [] }) };
    const written = Date.parse([...journaledWrites(db.name).values()][0]?.[0]?.at ?? '');
    const soon = await nextStart(db, { locks: none, now: () => written + 200 });
    expect(soon.later).toBe(800);
    expect(await db.outbox.count()).toBe(0);

    await nextStart(db, { locks: none, now: () => written + 1000 });
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(1));
  });
});
