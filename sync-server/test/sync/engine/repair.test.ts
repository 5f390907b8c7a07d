import type { Goal, Prayer, Task } from '@reign/contract';
import { getMeta, memoryLock, type Repairs, SyncEngine } from '@reign/sync';
import { describe, expect, it } from 'vitest';
import {
  apiGet,
  closingDevices,
  type Device,
  goalValues,
  newAccount,
  serverUrl,
  taskValues,
} from './harness';

// A device that drifted repairs itself (docs/sync-protocol.md, 'Repair'): its database changed behind
// the sync's back, as a bug, an interrupted upgrade or a hand edit of IndexedDB leaves it.

const device = closingDevices();

/** The device's engine again, with a check due at every flush that leaves nothing to send. */
function checking(d: Device) {
  d.engine.stop();
  return new SyncEngine({
    db: d.db,
    fetch: d.net.fetch,
    baseUrl: serverUrl(),
    lock: memoryLock(`lock-${d.db.name}`),
    checkEvery: 0,
  });
}

const titles = (rows: { title: string; deleted?: boolean }[]) =>
  rows
    .filter((r) => !r.deleted)
    .map((r) => r.title)
    .sort();

describe('a device that drifted', () => {
  it('finds the tables that differ from the server by their checksums, reads them again and counts it', async () => {
    const account = await newAccount();
    const phone = device(account);
    const kept = await phone.mutations.createGoal(goalValues('Pray daily'));
    const gone = await phone.mutations.createGoal(goalValues('Read the Bible'));
    const prayer = await phone.mutations.createPrayer({ title: 'Healing for Ann' });
    expect(await phone.engine.flush()).toBe('synced');

    // behind the sync's back: a title changed, a goal gone, a prayer request the server never had
    await phone.db.goals.update(kept.id, { title: 'Changed by hand' });
    await phone.db.goals.delete(gone.id);
    const stray = { ...(await phone.db.prayers.get(prayer.id)), id: crypto.randomUUID() } as Prayer;
    await phone.db.prayers.put({ ...stray, version: 7, deleted: false });

    const engine = checking(phone);
    expect(await engine.flush()).toBe('synced');
    const server = await apiGet<Goal[]>(account, '/api/goals');
    expect(titles(await phone.db.goals.toArray())).toEqual(titles(server));
    expect((await phone.db.prayers.toArray()).map((p) => p.id)).toEqual([prayer.id]);
    const repairs = await getMeta<Repairs | null>(phone.db, 'repairs', null);
    expect(repairs).toMatchObject({ count: 2, tables: ['goals', 'prayers'] });

    // nothing differs now: the next check repairs nothing
    expect(await engine.flush()).toBe('synced');
    expect((await getMeta<Repairs | null>(phone.db, 'repairs', null))?.count).toBe(2);
    engine.stop();
  });

  it('drops a row the server never had once it was deleted here with its goal (no tombstone ever comes)', async () => {
    const account = await newAccount();
    const phone = device(account);
    const goal = await phone.mutations.createGoal(goalValues('Pray daily'));
    const task = await phone.mutations.createTask(taskValues('Call Mom', goal.id));
    expect(await phone.engine.flush()).toBe('synced');

    // a task of the goal the server never had, then the goal deleted here with its tasks
    const stray = { ...(await phone.db.tasks.get(task.id)), id: crypto.randomUUID() } as Task;
    await phone.db.tasks.put({ ...stray, version: 3, deleted: false });
    await phone.mutations.deleteGoal(goal.id);

    const engine = checking(phone);
    expect(await engine.flush()).toBe('synced');
    expect(await phone.db.tasks.toArray()).toEqual([]);
    expect(await getMeta<Repairs | null>(phone.db, 'repairs', null)).toMatchObject({ tables: ['tasks'] });
    engine.stop();
  });

  it('leaves a device alone while changes wait to be sent, and never takes them away', async () => {
    const account = await newAccount();
    const phone = device(account);
    const goal = await phone.mutations.createGoal(goalValues('Pray daily'));
    expect(await phone.engine.flush()).toBe('synced');
    phone.net.offline = true;
    await phone.mutations.updateGoal(goal.id, { title: 'Pray twice a day' });
    const engine = checking(phone);
    expect(await engine.flush()).toBe('offline');
    phone.net.offline = false;
    expect(await engine.flush()).toBe('synced');
    expect((await phone.db.goals.get(goal.id))?.title).toBe('Pray twice a day');
    expect(await getMeta<Repairs | null>(phone.db, 'repairs', null)).toBeNull();
    engine.stop();
  });
});
