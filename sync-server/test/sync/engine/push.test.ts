import type { Goal, PushResponse, Task } from '@reign/contract';
import { addDays, centralDate, uuidv7 } from '@reign/domain';
import { memoryLock, noLock, ReignDb, SyncEngine } from '@reign/sync';
import { describe, expect, it } from 'vitest';
import {
  apiGet,
  closingDevices,
  goalValues,
  newAccount,
  rawPush,
  serverUrl,
  signIn,
  taskValues,
} from './harness';

const device = closingDevices();

const isPush = (url: string) => url.includes('/api/sync/push');

describe('push', () => {
  it('a goal made offline syncs as exactly one server row', async () => {
    const account = await newAccount();
    const phone = device(account);
    phone.net.offline = true;
    const goal = await phone.mutations.createGoal(goalValues());
    expect(await phone.engine.flush()).toBe('offline');
    expect(await phone.db.outbox.count()).toBe(1);

    phone.net.offline = false;
    expect(await phone.engine.flush()).toBe('synced');
    expect(await phone.engine.flush()).toBe('synced');
    const goals = await apiGet<Goal[]>(account, '/api/goals');
    expect(goals.map((g) => g.id)).toEqual([goal.id]);
    expect(await phone.db.outbox.count()).toBe(0);
    expect((await phone.db.goals.get(goal.id))?.version).toBeGreaterThan(0);
  });

  it('a push whose answer was lost after the server committed is retried without duplicates', async () => {
    const account = await newAccount();
    const phone = device(account);
    let lost = false;
    phone.net.intercept = async (url, _init, pass) => {
      const response = await pass();
      if (isPush(url) && !lost) {
        lost = true; // the server committed, then the connection dropped
        throw new TypeError('connection reset');
      }
      return response;
    };
    const goal = await phone.mutations.createGoal(goalValues());
    await phone.mutations.createTask(taskValues('First', goal.id));
    await phone.mutations.createTask(taskValues('Second', goal.id));
    expect(await phone.engine.flush()).toBe('offline');
    expect(await phone.db.outbox.count()).toBe(3);

    expect(await phone.engine.flush()).toBe('synced');
    expect(await apiGet<Goal[]>(account, '/api/goals')).toHaveLength(1);
    const tasks = await apiGet<Task[]>(account, '/api/tasks');
    expect(tasks.map((t) => t.title).sort()).toEqual(['First', 'Second']);
    expect(await phone.db.outbox.count()).toBe(0);
    expect(await phone.db.rejected.count()).toBe(0);
  });

  it('two flushers at once, with no lock between them, apply each mutation once', async () => {
    const account = await newAccount();
    const name = `reign-test-${uuidv7()}`;
    const tabA = device(account, { dbName: name, lock: noLock });
    const dbB = new ReignDb(name);
    const tabB = new SyncEngine({ db: dbB, fetch: account.fetch, baseUrl: serverUrl(), lock: noLock });
    const goal = await tabA.mutations.createGoal(goalValues());
    const task = await tabA.mutations.createTask(taskValues('v0', goal.id));
    for (let i = 1; i <= 5; i++) await tabA.mutations.updateTask(task.id, { title: `v${i}` });

    const outcomes = await Promise.all([tabA.engine.flush(), tabB.flush(), tabA.engine.flush()]);
    expect(outcomes).toEqual(['synced', 'synced', 'synced']);
    expect(await tabB.flush()).toBe('synced');
    const tasks = await apiGet<Task[]>(account, '/api/tasks');
    expect(tasks.map((t) => t.title)).toEqual(['v5']);
    expect(await apiGet<Goal[]>(account, '/api/goals')).toHaveLength(1);
    expect(await dbB.outbox.count()).toBe(0);
    expect(await dbB.rejected.count()).toBe(0);
    dbB.close();
  });

  it('two flushers sharing the sync lock push one after the other', async () => {
    const account = await newAccount();
    const name = `reign-test-${uuidv7()}`;
    const lock = memoryLock(`shared-${name}`);
    const tabA = device(account, { dbName: name, lock });
    const tabB = device(account, { dbName: name, lock });
    const goal = await tabA.mutations.createGoal(goalValues());
    await tabA.mutations.updateGoal(goal.id, { progressPercentage: 50 });
    await Promise.all([tabA.engine.flush(), tabB.engine.flush()]);
    const pushes = [...tabA.net.calls, ...tabB.net.calls].filter((c) => c.path === '/api/sync/push');
    expect(pushes).toHaveLength(1); // the second flusher found the outbox empty
    expect((await apiGet<Goal[]>(account, '/api/goals'))[0]?.progressPercentage).toBe(50);
  });

  it('a gap in seq is not applied, and the engine resends from the seq the server expects', async () => {
    const account = await newAccount();
    const clientId = `gap-${uuidv7()}`;
    const goalId = uuidv7();
    const taskId = uuidv7();
    const base = { clientId, schemaVersion: 1 };
    const first = await rawPush(account, {
      ...base,
      mutations: [
        { seq: 1, id: uuidv7(), name: 'goal.create', args: { ...goalValues(), id: goalId } },
        { seq: 3, id: uuidv7(), name: 'task.create', args: { ...taskValues(), id: taskId } },
      ],
    });
    const answer = first.body as PushResponse;
    expect(answer.results.map((r) => [r.seq, r.status])).toEqual([[1, 'applied']]);
    expect(answer.expectedSeq).toBe(2);
    expect(answer.lastAppliedSeq).toBe(1);
    expect(await apiGet<Task[]>(account, '/api/tasks')).toEqual([]);

    // A device whose first queued mutation is gone (never sent): the server expects seq 1.
    const phone = device(account);
    await phone.mutations.createTask(taskValues('lost'));
    const kept = await phone.mutations.createTask(taskValues('kept'));
    await phone.db.outbox.delete(1);
    expect(await phone.engine.flush()).toBe('synced');
    expect((await apiGet<Task[]>(account, '/api/tasks')).map((t) => t.id)).toEqual([kept.id]);
    expect(await phone.db.outbox.count()).toBe(0);
  });

  it("a rejection (a free member's second goal) does not block later mutations and is kept", async () => {
    const account = await newAccount();
    const phone = device(account);
    phone.net.offline = true;
    const first = await phone.mutations.createGoal(goalValues('First'));
    const second = await phone.mutations.createGoal(goalValues('Second'));
    await phone.mutations.createTask(taskValues('Step one', first.id));
    await phone.mutations.updateGoal(first.id, { title: 'First, renamed' });
    phone.net.offline = false;

    expect(await phone.engine.flush()).toBe('synced');
    const goals = await apiGet<Goal[]>(account, '/api/goals');
    expect(goals.map((g) => g.title)).toEqual(['First, renamed']);
    expect(await apiGet<Task[]>(account, '/api/tasks')).toHaveLength(1);
    expect(await phone.db.outbox.count()).toBe(0);
    const rejected = await phone.db.rejected.toArray();
    expect(rejected).toHaveLength(1);
    expect(rejected[0]).toMatchObject({
      name: 'goal.create',
      status: 403,
      code: 'free_goal_limit',
      messageCode: 'goal.freeLimit',
      seq: 2,
    });
    expect(rejected[0]?.message).toContain('paid membership');
    expect((rejected[0]?.args as { id?: string } | undefined)?.id).toBe(second.id);
    // Still on this device until the person chooses what to do, even across a full pull.
    expect(await phone.db.goals.get(second.id)).toBeTruthy();
    await phone.engine.pull(true);
    expect(await phone.db.goals.get(second.id)).toBeTruthy();
    expect((await phone.db.goals.get(first.id))?.title).toBe('First, renamed');
  });

  it('a 5xx in the middle of a batch keeps the order', async () => {
    const account = await newAccount();
    const phone = device(account);
    let failed = false;
    phone.net.intercept = async (url, init, pass) => {
      if (!isPush(url) || failed) return pass();
      failed = true;
      // The server applies the first two mutations, then fails (a crash or a database error).
      const body = JSON.parse(String(init.body)) as { mutations: unknown[] };
      await pass({ ...init, body: JSON.stringify({ ...body, mutations: body.mutations.slice(0, 2) }) });
      return new Response(JSON.stringify({ message: 'Something went wrong' }), { status: 503 });
    };
    const goal = await phone.mutations.createGoal(goalValues('A'));
    await phone.mutations.updateGoal(goal.id, { title: 'B' });
    await phone.mutations.updateGoal(goal.id, { title: 'C' });
    const task = await phone.mutations.createTask(taskValues('t1', goal.id));
    await phone.mutations.updateTask(task.id, { title: 't2' });
    await phone.mutations.updateGoal(goal.id, { title: 'D' });

    expect(await phone.engine.flush()).toBe('failed');
    expect(phone.engine.getStatus().failures).toBe(1);
    expect(await phone.db.outbox.count()).toBe(6);
    expect(await phone.engine.flush()).toBe('synced');
    expect((await apiGet<Goal[]>(account, '/api/goals')).map((g) => g.title)).toEqual(['D']);
    expect((await apiGet<Task[]>(account, '/api/tasks')).map((t) => t.title)).toEqual(['t2']);
    expect(await phone.db.rejected.count()).toBe(0);
    expect((await phone.db.goals.get(goal.id))?.title).toBe('D');
  });

  it('a 401 pauses sync and keeps the outbox, which drains after signing in again', async () => {
    const account = await newAccount();
    const phone = device(account);
    const cookie = account.cookie();
    account.setCookie(null); // the session ended while the device was away
    const goal = await phone.mutations.createGoal(goalValues());
    expect(await phone.engine.flush()).toBe('signed-out');
    expect(phone.engine.getStatus().paused).toBe('signed-out');
    expect(await phone.db.outbox.count()).toBe(1);
    expect(cookie).not.toBeNull();

    await signIn(account);
    expect(await phone.engine.flush()).toBe('synced');
    expect(phone.engine.getStatus().paused).toBeNull();
    expect((await apiGet<Goal[]>(account, '/api/goals')).map((g) => g.id)).toEqual([goal.id]);
    expect(await phone.db.outbox.count()).toBe(0);
  });

  it('a large outbox goes out in batches the server accepts', async () => {
    const account = await newAccount();
    const phone = device(account);
    phone.net.offline = true;
    const long = (n: number) => 'Grace upon grace. '.repeat(Math.ceil(n / 18)).slice(0, n);
    for (let i = 0; i < 40; i++) {
      await phone.mutations.createEntry({
        // 40 different past days: one plan per day, and never a date after the server's tomorrow
        date: addDays(centralDate(), -(i + 1)),
        verse: long(4900),
        verseReference: `Psalm ${i + 1}`,
        verseReflection: long(9900),
        priorities: ['Faith'],
        challenges: long(4900),
        encouragement: long(9900),
      });
    }
    phone.net.offline = false;
    expect(await phone.engine.flush()).toBe('synced');
    const pushes = phone.net.calls.filter((c) => c.path === '/api/sync/push');
    expect(pushes.length).toBeGreaterThan(1);
    expect(await apiGet<unknown[]>(account, '/api/entries/user')).toHaveLength(40);
    expect(await phone.db.outbox.count()).toBe(0);
  });
});
