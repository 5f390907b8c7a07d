import type { Goal, Profile, Task } from '@reign/contract';
import { discardRejected, refusalActions, resendRejected } from '@reign/sync';
import { describe, expect, it } from 'vitest';
import { apiCall, apiGet, closingDevices, goalValues, newAccount, taskValues } from './harness';
import { completedTexts, flushInTurn, phoneAndLaptop, reconnect, setOffline } from './two-devices';

const device = closingDevices();

/**
 * A free member's laptop has a goal; the phone, offline, makes a second goal and a task under it;
 * back online, both are refused (the free limit; the task's goal is not on the server).
 */
async function secondGoalRefused() {
  const { account, phone, laptop } = await phoneAndLaptop(device);
  const first = await laptop.mutations.createGoal(goalValues('From the laptop'));
  await laptop.engine.flush();
  phone.net.offline = true;
  const second = await phone.mutations.createGoal(goalValues('Second'));
  const step = await phone.mutations.createTask(taskValues('Step one', second.id));
  phone.net.offline = false;
  await phone.engine.flush();
  return { account, phone, laptop, first, second, step };
}

describe('change sets from two devices', () => {
  it('keep both edits of different fields of a goal, a task, the profile and a plan', async () => {
    const { account, phone, laptop } = await phoneAndLaptop(device);
    const goal = await phone.mutations.createGoal(goalValues('Pray daily'));
    const task = await phone.mutations.createTask(taskValues('Read Psalm 1'));
    await phone.mutations.updateProfile({ bio: 'Old bio', currentFocus: 'Old focus' });
    const entry = await phone.mutations.createEntry({
      date: '2026-03-01',
      verse: 'v',
      verseReference: 'John 1:1',
      priorities: ['Family', 'Work'],
      actionSteps: [
        { priority: 'Family', actions: ['Pray together'] },
        { priority: 'Work', actions: ['Finish the report'] },
      ],
    });
    await flushInTurn(phone, laptop);

    setOffline(true, phone, laptop);
    await phone.mutations.updateGoal(goal.id, { title: 'Pray without ceasing' });
    await laptop.mutations.updateGoal(goal.id, { description: 'Morning and evening' });
    await phone.mutations.updateTask(task.id, { title: 'Read Psalm 23' });
    await laptop.mutations.updateTask(task.id, { dueDate: '2099-05-01' });
    await phone.mutations.updateProfile({ bio: 'New bio' });
    await laptop.mutations.updateProfile({ currentFocus: 'New focus' });
    const ref = { entryId: entry.id, date: entry.date };
    await phone.mutations.setActionDone({ ...ref, priority: 'Family', text: 'Pray together' }, true);
    await laptop.mutations.setActionDone({ ...ref, priority: 'Work', text: 'Finish the report' }, true);
    await reconnect(phone, laptop);

    const [serverGoal] = await apiGet<Goal[]>(account, '/api/goals');
    expect(serverGoal).toMatchObject({ title: 'Pray without ceasing', description: 'Morning and evening' });
    const [serverTask] = await apiGet<Task[]>(account, '/api/tasks');
    expect(serverTask).toMatchObject({ title: 'Read Psalm 23', dueDate: '2099-05-01' });
    expect(await apiGet<Profile>(account, '/api/profile')).toMatchObject({
      bio: 'New bio',
      currentFocus: 'New focus',
    });
    for (const d of [phone, laptop]) {
      expect(await d.db.goals.get(goal.id)).toMatchObject({ title: 'Pray without ceasing' });
      expect(await d.db.tasks.get(task.id)).toMatchObject({ dueDate: '2099-05-01', title: 'Read Psalm 23' });
      const ticks = await d.db.dailyActions.toArray();
      expect(completedTexts(ticks)).toEqual(['Finish the report', 'Pray together']);
    }
  });
});

describe('refused changes', () => {
  it('a goal over the free limit can be sent again once the limit is gone, with the edits made since', async () => {
    const { account, phone, laptop, first, second, step } = await secondGoalRefused();
    // an edit of the refused goal is refused too (404: it is not on the server)
    await phone.mutations.updateGoal(second.id, { title: 'Second, renamed' });
    await phone.engine.flush();
    const refused = await phone.db.rejected.orderBy('seq').toArray();
    expect(refused.map((r) => [r.name, r.code])).toEqual([
      ['goal.create', 'free_goal_limit'],
      ['task.create', 'goal_not_found'],
      ['goal.update', 'not_found'],
    ]);
    expect(refusalActions(refused[0] as (typeof refused)[number])).toEqual(['retry', 'discard']);

    // Dismissing the task's refusal does not take the refused goal off this device.
    await discardRejected(phone.db, refused[1]?.id as string, () => phone.engine.pull(true));
    expect(await phone.db.goals.get(second.id)).toMatchObject({ title: 'Second, renamed' });
    expect(await phone.db.tasks.get(step.id)).toBeUndefined();
    expect(await phone.db.rejected.count()).toBe(2);

    // The limit goes away (the laptop's goal is deleted); 'Try again' sends the goal as it is now.
    await laptop.mutations.deleteGoal(first.id);
    await laptop.engine.flush();
    await resendRejected(phone.db, refused[0]?.id as string, 'retry');
    expect(await phone.db.rejected.count()).toBe(0); // the 404 of its edit is settled with it
    expect(await phone.engine.flush()).toBe('synced');
    expect(await phone.db.rejected.count()).toBe(0);
    expect((await apiGet<Goal[]>(account, '/api/goals')).map((g) => g.title)).toEqual(['Second, renamed']);
  });

  it('a refused goal sent again takes its refused task with it: the task follows its goal', async () => {
    const { account, phone, laptop, first, second, step } = await secondGoalRefused();
    const [goalRefusal, taskRefusal] = await phone.db.rejected.orderBy('seq').toArray();
    expect([goalRefusal?.code, taskRefusal?.code]).toEqual(['free_goal_limit', 'goal_not_found']);
    // the task's goal is on this device, waiting to be sent again: the task may go with it
    expect(refusalActions(taskRefusal as NonNullable<typeof taskRefusal>, { goalHere: true })).toEqual([
      'retry',
      'standalone',
      'discard',
    ]);

    await laptop.mutations.deleteGoal(first.id);
    await laptop.engine.flush();
    await resendRejected(phone.db, goalRefusal?.id as string, 'retry');
    expect(await phone.db.rejected.count()).toBe(0);
    expect(await phone.engine.flush()).toBe('synced');
    expect(await phone.db.rejected.count()).toBe(0);
    expect(await apiGet<Task[]>(account, '/api/tasks')).toEqual([
      expect.objectContaining({ id: step.id, title: 'Step one', goalId: second.id }),
    ]);
  });

  it('a task made under a goal deleted elsewhere can be kept as a standalone task', async () => {
    const { account, phone, laptop } = await phoneAndLaptop(device);
    const goal = await laptop.mutations.createGoal(goalValues('Old goal'));
    await flushInTurn(laptop, phone);

    phone.net.offline = true;
    const task = await phone.mutations.createTask(taskValues('Keep me', goal.id));
    await laptop.mutations.deleteGoal(goal.id);
    await laptop.engine.flush();
    phone.net.offline = false;
    await phone.engine.flush();

    // the task stays on the device, and its refusal says why
    expect(await phone.db.tasks.get(task.id)).toBeTruthy();
    const [refusal] = await phone.db.rejected.toArray();
    expect(refusal).toMatchObject({ name: 'task.create', code: 'goal_not_found' });
    expect(refusalActions(refusal as NonNullable<typeof refusal>)).toEqual(['standalone', 'discard']);

    await resendRejected(phone.db, refusal?.id as string, 'standalone');
    expect(await phone.db.tasks.get(task.id)).toMatchObject({ goalId: null });
    expect(await phone.engine.flush()).toBe('synced');
    expect(await apiGet<Task[]>(account, '/api/tasks')).toEqual([
      expect.objectContaining({ id: task.id, title: 'Keep me', goalId: null }),
    ]);
    expect(await phone.db.rejected.count()).toBe(0);
  });

  it('a refused create that is discarded leaves nothing behind; other refusals keep their rows', async () => {
    const account = await newAccount();
    const phone = device(account);
    expect((await apiCall(account, 'POST', '/api/goals', goalValues('Made elsewhere'))).status).toBe(201);
    phone.net.offline = true;
    const second = await phone.mutations.createGoal(goalValues('Second'));
    const third = await phone.mutations.createGoal(goalValues('Third'));
    phone.net.offline = false;
    await phone.engine.flush();
    const [a, b] = await phone.db.rejected.orderBy('seq').toArray();

    await discardRejected(phone.db, a?.id as string, () => phone.engine.pull(true));
    expect(await phone.db.goals.get(second.id)).toBeUndefined();
    expect(await phone.db.goals.get(third.id)).toBeTruthy();
    expect((await phone.db.rejected.toArray()).map((r) => r.id)).toEqual([b?.id]);
    await phone.engine.flush();
    expect(await phone.db.goals.get(second.id)).toBeUndefined();
  });

  it('a reading plan refused for the active limit and discarded leaves nothing behind (issue 38)', async () => {
    const account = await newAccount();
    const phone = device(account);
    for (let i = 0; i < 20; i++) {
      const res = await apiCall(account, 'POST', '/api/reading-plans', {
        planKey: 'gospels-30',
        startDate: '2099-01-01',
      });
      expect(res.status).toBe(201);
    }
    phone.net.offline = true;
    const plan = await phone.mutations.startReadingPlan({ planKey: 'gospels-30', startDate: '2099-01-01' });
    phone.net.offline = false;
    await phone.engine.flush();
    const [refused] = await phone.db.rejected.toArray();
    expect(refused).toMatchObject({ name: 'readingPlan.start', code: 'account_limit' });
    await discardRejected(phone.db, refused?.id as string, () => phone.engine.pull(true));
    expect(await phone.db.readingPlans.get(plan.id)).toBeUndefined();
    expect(await phone.db.rejected.count()).toBe(0);
    expect((await phone.db.readingPlans.toArray()).filter((p) => p.status === 'active')).toHaveLength(20);
  });
});
