import { SyncEngine } from '@reign/sync/client/engine';
import { memoryLock } from '@reign/sync/client/lock';
import { createMutations } from '@reign/sync/client/mutations';
import { ReignDb, userDbName } from '@reign/sync/device/database';
import { ensureClientId, getMeta, setMeta } from '@reign/sync/device/meta';
import type { QueuedRow } from '@reign/sync/device/types';
import Dexie from 'dexie';
import { forceCloseDatabase } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mirrorKey, readOutboxMarker } from '../db/outbox-mirror';
import { json, stubApi } from '../test/fetch-stub';
import { guardOutbox, type OutboxGuard } from './storage-loss';
import { lossKey } from './storage-loss-notices';

const NAME = userDbName(7);
const open: { db: ReignDb; guard: OutboxGuard }[] = [];

/** The member's database as a start opens it (data/session.ts): the check, then the watch. */
async function start() {
  const db = new ReignDb(NAME);
  await db.open();
  const guard = await guardOutbox(db);
  open.push({ db, guard });
  return { db, guard, m: createMutations(db, { queue: true }) };
}

function close({ db, guard }: { db: ReignDb; guard: OutboxGuard }) {
  guard.stop();
  db.close();
}

afterEach(() => {
  for (const session of open.splice(0)) close(session);
});

/** The first question to the server loads the API client and the contract's sync schemas. */
const SLOW = { timeout: 5000 };

const task = (title: string) => ({ title, scheduledDate: '2099-03-01' });

/**
 * Two changes made offline (local seqs 5 and 6) under a client id the server knows, with a seq
 * offset from a repair (sent as seqs 2 and 3).
 */
async function twoWaitingChanges() {
  const session = await start();
  const clientId = await ensureClientId(session.db);
  await session.m.createTask(task('Made before'));
  await session.db.outbox.bulkAdd((await session.db.outbox.toArray()).map(({ seq: _, ...r }) => r));
  await session.db.outbox.bulkAdd((await session.db.outbox.toArray()).map(({ seq: _, ...r }) => r));
  await session.db.outbox.clear(); // four changes pushed and answered
  await setMeta(session.db, 'seqOffset', 3);
  await session.m.createTask(task('Call Mom'));
  await session.m.createTask(task('Read Psalm 23'));
  await vi.waitFor(() => expect(readOutboxMarker(NAME)?.count).toBe(2));
  const rows = (await session.db.outbox.orderBy('seq').toArray()) as QueuedRow[];
  return { ...session, clientId, rows };
}

/** What the browser does: the database is gone, localStorage stays; then the app starts again. */
async function wipeAndRestart(session: { db: ReignDb; guard: OutboxGuard }) {
  close(session);
  await Dexie.delete(NAME);
  return start();
}

describe('the outbox marker follows the outbox', () => {
  it('after each write and after each push result, and is gone once the outbox is empty', async () => {
    const { db, m } = await start();
    await ensureClientId(db);
    await m.createTask(task('Call Mom'));
    await vi.waitFor(() => expect(readOutboxMarker(NAME)).toMatchObject({ count: 1, mirrored: true }));
    await m.createTask(task('Read Psalm 23'));
    await vi.waitFor(() => expect(readOutboxMarker(NAME)).toMatchObject({ count: 2, maxSeq: 2 }));
    // the push's answer for the first (the sync worker's transaction, seen through Dexie's events)
    await db.outbox.delete(1);
    await vi.waitFor(() => expect(readOutboxMarker(NAME)).toMatchObject({ count: 1, maxSeq: 2 }));
    await db.outbox.delete(2);
    await vi.waitFor(() => expect(readOutboxMarker(NAME)).toBeNull());
    expect(localStorage.getItem(mirrorKey(NAME))).toBeNull();
  });

  it('a localStorage that refuses every write never breaks a write', async () => {
    const { db, m } = await start();
    const setItem = vi.spyOn(window.localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      await m.createTask(task('Call Mom'));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await db.outbox.count()).toBe(1);
      expect(await db.tasks.count()).toBe(1);
    } finally {
      setItem.mockRestore();
    }
  });
});

describe('a database the browser wiped', () => {
  it('gets its waiting changes back exactly, applied here, and the person is told', async () => {
    const before = await twoWaitingChanges();
    const after = await wipeAndRestart(before);

    expect(await after.db.outbox.orderBy('seq').toArray()).toEqual(before.rows);
    expect(await getMeta(after.db, 'clientId', null)).toBe(before.clientId);
    expect(await getMeta(after.db, 'seqOffset', 0)).toBe(3);
    expect((await after.db.tasks.toArray()).map((t) => t.title).sort()).toEqual([
      'Call Mom',
      'Read Psalm 23',
    ]);
    expect(after.guard.notices.get()).toEqual({ kind: 'recovered', count: 2 });

    // the next write follows them; the normal push sends all three under the old client id
    await after.m.createTask(task('Pray'));
    expect((await after.db.outbox.toArray()).map((r) => r.seq)).toEqual([5, 6, 7]);
    const pushed: { clientId: string; mutations: { seq: number; id: string }[] }[] = [];
    stubApi(({ path, body }) => {
      if (path !== '/api/sync/push') return json(500, { message: 'unexpected' });
      const push = body as (typeof pushed)[number];
      pushed.push(push);
      const results = push.mutations.map((m) => ({ seq: m.seq, id: m.id, status: 'applied', error: null }));
      return json(200, { results, lastAppliedSeq: push.mutations.at(-1)?.seq ?? 0, expectedSeq: null });
    });
    await new SyncEngine({ db: after.db, lock: memoryLock('restore-test') }).push();
    expect(pushed[0]?.clientId).toBe(before.clientId);
    expect(pushed[0]?.mutations.slice(0, 2)).toEqual(
      before.rows.map((r) => ({ seq: r.seq - 3, id: r.id, name: r.name, args: r.args })),
    );
    expect(await after.db.outbox.count()).toBe(0);
    await vi.waitFor(() => expect(readOutboxMarker(NAME)).toBeNull());
  });

  it('is told once: a dismissed notice does not come back at the next start', async () => {
    const after = await wipeAndRestart(await twoWaitingChanges());
    after.guard.notices.dismiss();
    expect(after.guard.notices.get()).toBeNull();
    close(after);
    open.pop();
    expect((await start()).guard.notices.get()).toBeNull();
  });

  it('when the browser clears it under an open page, gets them back there and then', async () => {
    const { db, guard, rows } = await twoWaitingChanges();
    forceCloseDatabase(db.backendDB() as unknown as Parameters<typeof forceCloseDatabase>[0]);
    Dexie.dependencies.indexedDB.deleteDatabase(NAME);
    await vi.waitFor(() => expect(guard.notices.get()).toEqual({ kind: 'recovered', count: 2 }));
    expect(await db.outbox.orderBy('seq').toArray()).toEqual(rows);
  });

  it('gets them back when a sync made the new database a client of its own first, having queued nothing', async () => {
    const before = await twoWaitingChanges();
    close(before);
    await Dexie.delete(NAME);
    const synced = new ReignDb(NAME); // the sync worker's flush, first to the new database (offline)
    await ensureClientId(synced);
    await setMeta(synced, 'cursor', 40);
    synced.close();
    const after = await start();
    expect(await after.db.outbox.orderBy('seq').toArray()).toEqual(before.rows);
    expect(await getMeta(after.db, 'clientId', null)).toBe(before.clientId);
    expect(await getMeta(after.db, 'seqOffset', 0)).toBe(3);
    expect(await getMeta(after.db, 'cursor', null)).toBeNull(); // the next pull starts from the beginning
    expect(after.guard.notices.get()).toEqual({ kind: 'recovered', count: 2 });
  });

  it('and under an open page, when the sync worker reopened the database first', async () => {
    const { db, guard, rows, clientId } = await twoWaitingChanges();
    forceCloseDatabase(db.backendDB() as unknown as Parameters<typeof forceCloseDatabase>[0]);
    Dexie.dependencies.indexedDB.deleteDatabase(NAME);
    const worker = new ReignDb(NAME);
    await ensureClientId(worker);
    worker.close();
    await vi.waitFor(() => expect(guard.notices.get()).toEqual({ kind: 'recovered', count: 2 }), SLOW);
    expect(await db.outbox.orderBy('seq').toArray()).toEqual(rows);
    expect(await getMeta(db, 'clientId', null)).toBe(clientId);
  });

  it('leaves a new database that already queued a change of its own as it is', async () => {
    const before = await twoWaitingChanges();
    close(before);
    await Dexie.delete(NAME);
    const other = new ReignDb(NAME);
    await ensureClientId(other);
    await createMutations(other, { queue: true }).createTask(task('Made after'));
    other.close();
    const after = await start();
    expect((await after.db.outbox.toArray()).map((r) => r.id)).not.toContain(before.rows[0]?.id);
    expect(after.guard.notices.get()?.kind).not.toBe('recovered');
  });

  it('a start with its own database (nothing wiped) changes nothing', async () => {
    const before = await twoWaitingChanges();
    close(before);
    open.pop();
    const again = await start();
    expect(await again.db.outbox.orderBy('seq').toArray()).toEqual(before.rows);
    expect(again.guard.notices.get()).toBeNull();
    expect(localStorage.getItem(lossKey(NAME))).toBeNull();
  });
});

describe('a wiped database whose changes were not mirrored', () => {
  function serverAcknowledged(lastAppliedSeq: number) {
    return stubApi(({ path }) =>
      path.startsWith('/api/sync/pull?')
        ? json(200, { changes: [], cursor: 0, hasMore: false, lastAppliedSeq })
        : json(500, { message: 'unexpected' }),
    );
  }

  it('says how many the server never got, and since when', async () => {
    const before = await twoWaitingChanges();
    localStorage.removeItem(mirrorKey(NAME)); // a mirror given up above its cap
    const fetchMock = serverAcknowledged(2); // the first change (sent as seq 2) arrived
    const after = await wipeAndRestart(before);
    await vi.waitFor(
      () =>
        expect(after.guard.notices.get()).toEqual({
          kind: 'lost',
          count: 1,
          since: before.rows[0]?.createdAt,
        }),
      SLOW,
    );
    const asked = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://x');
    expect(asked.pathname).toBe('/api/sync/pull');
    expect(asked.searchParams.get('clientId')).toBe(before.clientId);
    expect(await after.db.outbox.count()).toBe(0);
  });

  it('says nothing when the server had them all', async () => {
    const before = await twoWaitingChanges();
    localStorage.removeItem(mirrorKey(NAME));
    const fetchMock = serverAcknowledged(3);
    const after = await wipeAndRestart(before);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled(), SLOW);
    await vi.waitFor(() => expect(localStorage.getItem(lossKey(NAME))).toBeNull(), SLOW);
    expect(after.guard.notices.get()).toBeNull();
  });

  it('says so too when a sync made the new database a client of its own before the check', async () => {
    const before = await twoWaitingChanges();
    localStorage.removeItem(mirrorKey(NAME));
    serverAcknowledged(2);
    close(before);
    await Dexie.delete(NAME);
    const synced = new ReignDb(NAME); // the sync worker's flush, first to the new database
    await ensureClientId(synced);
    synced.close();
    const after = await start();
    await vi.waitFor(() => expect(after.guard.notices.get()).toMatchObject({ kind: 'lost', count: 1 }), SLOW);
  });

  it('and when that happens under an open page', async () => {
    const { db, guard } = await twoWaitingChanges();
    localStorage.removeItem(mirrorKey(NAME));
    serverAcknowledged(0);
    forceCloseDatabase(db.backendDB() as unknown as Parameters<typeof forceCloseDatabase>[0]);
    Dexie.dependencies.indexedDB.deleteDatabase(NAME);
    const worker = new ReignDb(NAME); // the sync worker's own connection reopens first
    await ensureClientId(worker);
    worker.close();
    await vi.waitFor(() => expect(guard.notices.get()).toMatchObject({ kind: 'lost', count: 2 }), SLOW);
  });

  it('offline, waits until the browser is online to ask', async () => {
    const before = await twoWaitingChanges();
    localStorage.removeItem(mirrorKey(NAME));
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = serverAcknowledged(0);
    const after = await wipeAndRestart(before);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(after.guard.notices.get()).toBeNull();
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(after.guard.notices.get()).toMatchObject({ kind: 'lost', count: 2 }), SLOW);
    onLine.mockRestore();
  });

  it('asks again at the next start when the server could not answer', async () => {
    const before = await twoWaitingChanges();
    localStorage.removeItem(mirrorKey(NAME));
    const failing = serverAcknowledged(0).mockRejectedValue(new TypeError('Failed to fetch'));
    const after = await wipeAndRestart(before);
    await vi.waitFor(() => expect(failing).toHaveBeenCalled(), SLOW);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(after.guard.notices.get()).toBeNull();
    close(after);
    open.pop();
    serverAcknowledged(2);
    const next = await start();
    await vi.waitFor(() => expect(next.guard.notices.get()).toMatchObject({ kind: 'lost', count: 1 }), SLOW);
  });
});
