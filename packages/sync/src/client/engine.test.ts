import { uuidv7 } from '@reign/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReignDb } from '../device/database';
import { BACKOFF_MAX_MS, backoffDelay } from './backoff';
import { SyncEngine } from './engine';
import { memoryLock } from './lock';
import { createMutations } from './mutations';

const dbs: ReignDb[] = [];
function newDb() {
  const db = new ReignDb(`engine-unit-${uuidv7()}`);
  dbs.push(db);
  return db;
}
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const emptyPull = { changes: [], cursor: 0, hasMore: false, lastAppliedSeq: 0 };
const goal = { title: 'Read', description: 'Daily', targetDate: '2099-01-01' };

/** A server that applies every pushed mutation and has nothing to pull. */
function serverApplyingAll(input: RequestInfo | URL, init?: RequestInit): Response {
  if (!String(input).includes('/push')) return json(200, emptyPull);
  const body = JSON.parse(String(init?.body)) as { mutations: { seq: number; id: string }[] };
  const results = body.mutations.map((m) => ({ seq: m.seq, id: m.id, status: 'applied', error: null }));
  return json(200, { results, lastAppliedSeq: 1, expectedSeq: null });
}

describe('backoff', () => {
  it('doubles from 1 s to at most 60 s, with up to half of it random', () => {
    expect([0, 1, 2, 3].map((n) => backoffDelay(n, () => 1))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffDelay(0, () => 0)).toBe(500);
    expect(backoffDelay(10, () => 1)).toBe(BACKOFF_MAX_MS);
    expect(backoffDelay(50, () => 0)).toBe(BACKOFF_MAX_MS / 2);
  });
});

describe('memoryLock', () => {
  it('runs one task at a time, in order, and survives a failing task', async () => {
    const lock = memoryLock(`t-${uuidv7()}`);
    const order: string[] = [];
    const task =
      (name: string, fail = false) =>
      async () => {
        order.push(`start ${name}`);
        await new Promise((r) => setTimeout(r, 5));
        order.push(`end ${name}`);
        if (fail) throw new Error(name);
      };
    await Promise.allSettled([lock.run(task('a', true)), lock.run(task('b')), lock.run(task('c'))]);
    expect(order).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });
});

describe('SyncEngine', () => {
  it('pauses on a 401, keeps the outbox and reports the sign-out', async () => {
    const db = newDb();
    await createMutations(db, { queue: true }).createGoal(goal);
    const onSignedOut = vi.fn();
    const fetch = vi.fn(async () => json(401, { message: 'Not signed in' }));
    const engine = new SyncEngine({ db, fetch, lock: memoryLock(db.name), onSignedOut });
    expect(await engine.flush()).toBe('signed-out');
    expect(engine.getStatus()).toMatchObject({ paused: 'signed-out', syncing: false });
    expect(onSignedOut).toHaveBeenCalledOnce();
    expect(await db.outbox.count()).toBe(1);
  });

  it('retries network failures with growing delays, and a success resets them', async () => {
    const db = newDb();
    await createMutations(db, { queue: true }).createGoal(goal);
    const timers = vi.spyOn(globalThis, 'setTimeout');
    let online = false;
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!online) throw new TypeError('Failed to fetch');
      return serverApplyingAll(input, init);
    });
    const engine = new SyncEngine({ db, fetch, lock: memoryLock(db.name), random: () => 1 });
    engine.enableRetries(true);
    const delays = () => timers.mock.calls.map(([, ms]) => ms).filter((ms) => ms !== undefined && ms >= 1000);

    expect(await engine.flush()).toBe('offline');
    expect(await engine.flush()).toBe('offline');
    expect(await engine.flush()).toBe('offline');
    expect(delays()).toEqual([1000, 2000, 4000]);
    expect(engine.getStatus().failures).toBe(3);

    online = true;
    expect(await engine.flush()).toBe('synced');
    expect(engine.getStatus()).toMatchObject({ failures: 0, lastError: null });
    expect(await db.outbox.count()).toBe(0);
    expect((await db.meta.get('lastSyncedAt'))?.value).toEqual(expect.any(String));
    engine.stop();
  });

  it('sends the device it was made with in every push, and none when it has none', async () => {
    const sent: unknown[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).includes('/push')) return json(200, { ...emptyPull, lastAppliedSeq: 1 });
      const body = JSON.parse(String(init?.body)) as {
        device?: unknown;
        mutations: { seq: number; id: string }[];
      };
      sent.push(body.device);
      const results = body.mutations.map((m) => ({ seq: m.seq, id: m.id, status: 'applied', error: null }));
      return json(200, { results, lastAppliedSeq: 1, expectedSeq: null });
    });
    const device = { browser: 'Chrome', system: 'Android' };
    for (const options of [{ device }, {}]) {
      const db = newDb();
      await createMutations(db, { queue: true }).createGoal(goal);
      expect(await new SyncEngine({ db, fetch, lock: memoryLock(db.name), ...options }).flush()).toBe(
        'synced',
      );
    }
    expect(sent).toEqual([device, undefined]);
  });

  it('a flush asked for while one runs joins it and runs once more after it', async () => {
    const db = newDb();
    let pulls = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const fetch = vi.fn(async (input: string | URL | Request) => {
      if (!String(input).includes('/api/sync/pull')) return json(404, { message: 'Not found.' });
      pulls += 1;
      if (pulls === 1) await gate;
      return json(200, emptyPull);
    });
    const engine = new SyncEngine({ db, fetch, lock: memoryLock(db.name) });
    const first = engine.flush();
    await vi.waitFor(() => expect(pulls).toBe(1));
    const second = engine.flush();
    const third = engine.flush();
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(engine.getStatus().syncing).toBe(true);
    release();
    expect(await first).toBe('synced');
    expect(pulls).toBe(2);
    expect(engine.getStatus().syncing).toBe(false);
  });

  it('a flush asked for during a failed attempt (the network back) runs at once, not after the backoff', async () => {
    const db = newDb();
    await createMutations(db, { queue: true }).createGoal(goal);
    let online = false;
    let attempts = 0;
    let fail: () => void = () => {};
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!online) {
        attempts += 1;
        // the offline attempt is still on its way when the network comes back
        await new Promise<void>((r) => {
          fail = r;
        });
        throw new TypeError('Failed to fetch');
      }
      return serverApplyingAll(input, init);
    });
    const engine = new SyncEngine({ db, fetch, lock: memoryLock(db.name), random: () => 1 });
    engine.enableRetries(true);
    const first = engine.flush();
    await vi.waitFor(() => expect(attempts).toBe(1));
    online = true;
    expect(engine.flush()).toBe(first); // the 'online' event's flush joins the failing one
    fail();
    expect(await first).toBe('synced');
    expect(await db.outbox.count()).toBe(0);
    expect(engine.getStatus()).toMatchObject({ failures: 0, syncing: false });
    engine.stop();
  });

  it('tries at most once more after a failure, however many flushes were asked for', async () => {
    const db = newDb();
    await createMutations(db, { queue: true }).createGoal(goal);
    let attempts = 0;
    const fetch = vi.fn(async () => {
      attempts += 1;
      // every attempt, while it fails, is joined by another flush (a change made offline)
      void engine.flush();
      throw new TypeError('Failed to fetch');
    });
    const engine: SyncEngine = new SyncEngine({ db, fetch, lock: memoryLock(db.name) });
    expect(await engine.flush()).toBe('offline');
    expect(attempts).toBe(2);
  });

  it('moves a rejected mutation to rejected and goes on', async () => {
    const db = newDb();
    const m = createMutations(db, { queue: true });
    await m.createGoal(goal);
    await m.createGoal({ ...goal, title: 'Second' });
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).includes('/push')) return json(200, { ...emptyPull, lastAppliedSeq: 2 });
      const body = JSON.parse(String(init?.body)) as { mutations: { seq: number; id: string }[] };
      const results = body.mutations.map((x) =>
        x.seq === 2
          ? {
              seq: 2,
              id: x.id,
              status: 'rejected',
              error: { status: 403, message: 'Needs a paid membership', code: 'free_goal_limit' },
            }
          : { seq: x.seq, id: x.id, status: 'applied', error: null },
      );
      return json(200, { results, lastAppliedSeq: 2, expectedSeq: null });
    });
    const engine = new SyncEngine({ db, fetch, lock: memoryLock(db.name) });
    expect(await engine.flush()).toBe('synced');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.rejected.toArray()).toEqual([
      expect.objectContaining({
        seq: 2,
        name: 'goal.create',
        status: 403,
        message: 'Needs a paid membership',
        code: 'free_goal_limit',
      }),
    ]);
  });
});
