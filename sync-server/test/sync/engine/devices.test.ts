import type { DailyActionCompletion, Goal, PullResponse, Task } from '@reign/contract';
import { entryIdFor } from '@reign/domain';
import { getMeta } from '@reign/sync';
import { describe, expect, it } from 'vitest';
import { apiGet, closingDevices, type Device, goalValues, newAccount, taskValues } from './harness';
import { completedTexts, flushInTurn, phoneAndLaptop, reconnect, setOffline } from './two-devices';

const device = closingDevices();

const DAY = 24 * 3600 * 1000;
const pushFails = (d: Device) => {
  d.net.intercept = async (url, _init, pass) =>
    url.includes('/api/sync/push') ? new Response('{"message":"down"}', { status: 503 }) : pass();
};

describe('pull and several devices', () => {
  it('a new device signing in pulls everything', async () => {
    const account = await newAccount();
    const phone = device(account);
    const goal = await phone.mutations.createGoal(goalValues());
    await phone.mutations.createTask(taskValues('With goal', goal.id));
    await phone.mutations.updateProfile({ bio: 'Hello', spiritualMaturity: 'mature' });
    expect(await phone.engine.flush()).toBe('synced');

    const laptop = device(account);
    expect(await laptop.engine.flush()).toBe('synced');
    expect((await laptop.db.goals.toArray()).map((g) => g.title)).toEqual([goal.title]);
    expect(await laptop.db.tasks.count()).toBe(1);
    expect(await laptop.db.profile.get('profile')).toMatchObject({
      bio: 'Hello',
      spiritualMaturity: 'mature',
    });
  });

  it('a pull while an edit is pending keeps the edit: a concurrent title is kept beside the other as a conflict', async () => {
    const { account, phone, laptop } = await phoneAndLaptop(device);
    const goal = await phone.mutations.createGoal(goalValues('Original'));
    await flushInTurn(phone, laptop);

    pushFails(phone);
    await phone.mutations.updateGoal(goal.id, { title: 'Phone title' });
    await laptop.mutations.updateGoal(goal.id, { title: 'Laptop title', description: 'Laptop description' });
    expect(await laptop.engine.flush()).toBe('synced');

    await phone.engine.pull();
    // the pending edit is re-applied on top of the pulled row: the laptop's title reached the server
    // first, so the phone's is kept beside it as a conflict, on this device at once
    const local = await phone.db.goals.get(goal.id);
    expect(local).toMatchObject({ title: 'Laptop title', description: 'Laptop description' });
    const conflictsOf = async (d: typeof phone) =>
      (await d.db.conflicts.toArray()).filter((c) => !c.deleted).map((c) => c.values);
    expect(await conflictsOf(phone)).toEqual([{ title: 'Phone title' }]);

    phone.net.intercept = null;
    expect(await phone.engine.flush()).toBe('synced');
    expect(await laptop.engine.flush()).toBe('synced');
    const [server] = await apiGet<Goal[]>(account, '/api/goals');
    expect(server).toMatchObject({ title: 'Laptop title', description: 'Laptop description' });
    // one conflict, the same on both devices (the phone's write's id)
    expect(await conflictsOf(laptop)).toEqual([{ title: 'Phone title' }]);
    expect((await phone.db.conflicts.toArray()).map((c) => c.id)).toEqual(
      (await laptop.db.conflicts.toArray()).map((c) => c.id),
    );
  });

  it('delete beats update, in either order of arrival', async () => {
    const { account, phone, laptop } = await phoneAndLaptop(device);
    const goal = await phone.mutations.createGoal(goalValues());
    const task = await phone.mutations.createTask(taskValues('Under the goal', goal.id));
    await flushInTurn(phone, laptop);

    laptop.net.offline = true;
    await laptop.mutations.updateGoal(goal.id, { progressPercentage: 50 });
    await laptop.mutations.updateTask(task.id, { title: 'Renamed' });
    await phone.mutations.deleteGoal(goal.id); // deletes its tasks too
    expect(await phone.engine.flush()).toBe('synced');
    laptop.net.offline = false;
    expect(await laptop.engine.flush()).toBe('synced');
    expect(await laptop.db.rejected.count()).toBe(0); // an update of a deleted row is applied as nothing
    expect(await laptop.db.goals.get(goal.id)).toBeUndefined();
    expect(await laptop.db.tasks.get(task.id)).toBeUndefined();
    expect(await apiGet<Goal[]>(account, '/api/goals')).toEqual([]);
    expect(await apiGet<Task[]>(account, '/api/tasks')).toEqual([]);

    // The other order: the update arrives first, the delete after it.
    const next = await laptop.mutations.createTask(taskValues('Second'));
    await flushInTurn(laptop, phone);
    await laptop.mutations.updateTask(next.id, { title: 'Edited first' });
    await laptop.engine.flush();
    await phone.mutations.deleteTask(next.id);
    await flushInTurn(phone, laptop);
    expect(await laptop.db.tasks.get(next.id)).toBeUndefined();
    expect(await apiGet<Task[]>(account, '/api/tasks')).toEqual([]);
  });

  it('two devices editing different fields of one goal keep both', async () => {
    const { account, phone, laptop } = await phoneAndLaptop(device);
    const goal = await phone.mutations.createGoal(goalValues('Start'));
    await flushInTurn(phone, laptop);

    setOffline(true, phone, laptop);
    await phone.mutations.updateGoal(goal.id, { title: 'Phone title' });
    await laptop.mutations.updateGoal(goal.id, { progressPercentage: 100 });
    await reconnect(phone, laptop);

    for (const d of [phone, laptop]) {
      const row = await d.db.goals.get(goal.id);
      expect(row).toMatchObject({ title: 'Phone title', progressPercentage: 100 });
      expect(row?.completedAt).not.toBeNull();
    }
    expect((await apiGet<Goal[]>(account, '/api/goals'))[0]).toMatchObject({
      title: 'Phone title',
      progressPercentage: 100,
    });
  });

  it('an edit of one field keeps the fields it does not name', async () => {
    const account = await newAccount();
    const phone = device(account);
    const task = await phone.mutations.createTask({ ...taskValues('Read'), description: 'Psalm 23' });
    await phone.mutations.updateTask(task.id, { title: 'Read slowly' });
    await phone.engine.flush();
    expect(await phone.db.tasks.get(task.id)).toMatchObject({
      title: 'Read slowly',
      description: 'Psalm 23',
    });
    expect((await apiGet<Task[]>(account, '/api/tasks'))[0]).toMatchObject({
      title: 'Read slowly',
      description: 'Psalm 23',
    });
  });

  it('the same completion checked on two devices is one row', async () => {
    const { account, phone, laptop } = await phoneAndLaptop(device);
    const date = '2026-03-01';
    const entry = await phone.mutations.createEntry({
      date,
      verse: 'The Lord is my shepherd',
      verseReference: 'Psalm 23:1',
      priorities: ['Faith'],
      actionSteps: [{ priority: 'Faith', actions: ['Pray'] }],
    });
    await flushInTurn(phone, laptop);

    setOffline(true, phone, laptop);
    const pray = { entryId: entry.id, date, priority: 'Faith', text: 'Pray' };
    await phone.mutations.setActionDone(pray, true);
    await laptop.mutations.setActionDone(pray, true);
    await reconnect(phone, laptop);

    const server = await apiGet<DailyActionCompletion[]>(account, `/api/daily-actions/date/${date}`);
    expect(server).toHaveLength(1);
    for (const d of [phone, laptop]) {
      const rows = await d.db.dailyActions.toArray();
      expect(rows.map((r) => r.id)).toEqual([server[0]?.id]);
      expect(rows[0]?.isCompleted).toBe(true);
    }
  });

  it("two devices that each save today's plan offline converge on one plan with both devices' ticks", async () => {
    const account = await newAccount();
    const me = await apiGet<{ user: { id: number } }>(account, '/api/session');
    const phone = device(account);
    const laptop = device(account);
    const date = '2026-03-02';
    const id = await entryIdFor(me.user.id, date);
    const plan = {
      id,
      date,
      verse: 'The Lord is my shepherd',
      verseReference: 'Psalm 23:1',
      priorities: ['Faith'],
      actionSteps: [{ priority: 'Faith', actions: ['Pray', 'Read'] }],
    };
    setOffline(true, phone, laptop);
    await phone.mutations.createEntry(plan);
    await laptop.mutations.createEntry(plan);
    await phone.mutations.setActionDone({ entryId: id, date, priority: 'Faith', text: 'Pray' }, true);
    await laptop.mutations.setActionDone({ entryId: id, date, priority: 'Faith', text: 'Read' }, true);
    await reconnect(phone, laptop);

    const entries = await apiGet<{ id: string }[]>(account, '/api/entries/user');
    expect(entries.map((e) => e.id)).toEqual([id]);
    const ticks = await apiGet<DailyActionCompletion[]>(account, `/api/daily-actions/date/${date}`);
    expect(completedTexts(ticks)).toEqual(['Pray', 'Read']);
    for (const d of [phone, laptop]) {
      expect((await d.db.entries.toArray()).map((e) => e.id)).toEqual([id]);
      expect((await d.db.dailyActions.toArray()).filter((t) => t.isCompleted)).toHaveLength(2);
    }
  });

  it('a write committed during a paged pull is not skipped', async () => {
    const account = await newAccount();
    const phone = device(account);
    const tasks: Task[] = [];
    for (let i = 0; i < 25; i++) tasks.push(await phone.mutations.createTask(taskValues(`Task ${i}`)));
    await phone.engine.flush();

    const laptop = device(account, { pullLimit: 10 });
    let pages = 0;
    let late: Task | null = null;
    laptop.net.intercept = async (url, _init, pass) => {
      const response = await pass();
      if (url.includes('/api/sync/pull') && ++pages === 1) {
        // Between the first and second page another device writes.
        late = await phone.mutations.createTask(taskValues('Late'));
        await phone.mutations.updateTask(tasks[0]?.id ?? '', { title: 'Task 0, edited' });
        await phone.engine.flush();
      }
      return response;
    };
    expect(await laptop.engine.flush()).toBe('synced');
    expect(pages).toBeGreaterThan(2);

    // Every server row at or below the laptop's cursor is on the laptop, at that version or newer.
    const cursor = await getMeta(laptop.db, 'cursor', 0);
    const all = await apiGet<PullResponse>(account, '/api/sync/pull?cursor=0&limit=1000');
    for (const change of all.changes.filter((c) => c.version <= cursor)) {
      const row = await laptop.db.tasks.get(change.id);
      expect(row?.version ?? -1).toBeGreaterThanOrEqual(change.version);
    }
    expect(await laptop.db.tasks.count()).toBe(26);
    expect((await laptop.db.tasks.get(tasks[0]?.id ?? ''))?.title).toBe('Task 0, edited');
    expect(await laptop.db.tasks.get((late as Task | null)?.id ?? '')).toBeTruthy();
  });

  it("a device clock a day off changes nothing: the server's arrival order decides", async () => {
    const { account, phone, laptop } = await phoneAndLaptop(device);
    phone.clockOffset = DAY; // the phone thinks it is tomorrow
    const before = Date.now();
    const goal = await phone.mutations.createGoal(goalValues('Start'));
    await flushInTurn(phone, laptop);

    // The phone's edit is "later" by its clock but reaches the server first; the laptop sees it and
    // edits after it.
    await phone.mutations.updateGoal(goal.id, { title: 'From the phone' });
    await phone.engine.flush();
    await laptop.engine.flush();
    await laptop.mutations.updateGoal(goal.id, { title: 'From the laptop' });
    await flushInTurn(laptop, phone);

    const [server] = await apiGet<Goal[]>(account, '/api/goals');
    expect(server?.title).toBe('From the laptop');
    expect(Date.parse(server?.createdAt ?? '')).toBeLessThan(before + 60_000); // the server's clock
    const local = await phone.db.goals.get(goal.id);
    expect(local?.title).toBe('From the laptop');
    expect(local?.createdAt).toBe(server?.createdAt);
  });
});
