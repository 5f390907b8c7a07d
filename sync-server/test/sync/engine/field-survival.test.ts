import type { Goal, Prayer, Task } from '@reign/contract';
import { resendRejected } from '@reign/sync';
import { describe, expect, it } from 'vitest';
import { SAMPLES } from '../../support/field-samples';
import { apiGet, closingDevices, type Device, newAccount } from './harness';
import { reconnect, setOffline } from './two-devices';

// Every field of a row made on a device reaches the server and a second device unchanged, and a
// refused create sent again ('Try again', after the reason went away) carries every field as the
// row is on the device (sync/rejections.ts, from the contract's declaration of the entity).
// sync-server/test/field-survival.test.ts walks the same fields through export and import.

const device = closingDevices();

type Row = Record<string, unknown>;
const withoutSync = ({ version: _v, deleted: _d, ...row }: Row) => row;

async function rowsOf(d: Device, id: string) {
  const [goal, task, prayer] = await Promise.all([
    d.db.goals.get(id),
    d.db.tasks.get(id),
    d.db.prayers.get(id),
  ]);
  return withoutSync((goal ?? task ?? prayer) as unknown as Row);
}

/** The sample goal's fields a create takes (the rest follow from updates or the server). */
function goalCreate() {
  const {
    progressPercentage: _p,
    completedAt: _c,
    startDate: _s,
    isActive: _a,
    ...values
  } = SAMPLES.goals.first;
  return values;
}

describe('every field survives the devices', () => {
  it('a goal, a task and a prayer request with every field set reach the server and the laptop as made', async () => {
    const account = await newAccount();
    const phone = device(account);
    const laptop = device(account);
    setOffline(true, phone, laptop);
    const { tasks, prayers } = SAMPLES;
    const goalValues = goalCreate();
    const goal = await phone.mutations.createGoal(goalValues);
    await phone.mutations.updateGoal(goal.id, { progressPercentage: 100 });
    const { completedAt: _t, ...taskValues } = tasks.first;
    const task = await phone.mutations.createTask({
      ...taskValues,
      goalId: goal.id,
      scheduledDate: '2099-01-02',
    });
    await phone.mutations.completeTask(task.id);
    // (sharing with a circle is walked by the server's field-survival test, which makes the circle)
    const {
      status,
      answeredAt,
      testimony,
      sharedCircleId: _c,
      sharedAnonymously: _a,
      ...prayerValues
    } = prayers.first;
    const prayer = await phone.mutations.createPrayer(prayerValues);
    await phone.mutations.updatePrayer(prayer.id, { status, answeredAt, testimony });
    await reconnect(phone, laptop);

    const server = {
      goals: await apiGet<Goal[]>(account, '/api/goals'),
      tasks: await apiGet<Task[]>(account, '/api/tasks'),
      prayers: await apiGet<Prayer[]>(account, '/api/prayers'),
    };
    for (const [id, list] of [
      [goal.id, server.goals],
      [task.id, server.tasks],
      [prayer.id, server.prayers],
    ] as const) {
      const onServer = (list as readonly { id: string }[]).find((r) => r.id === id);
      expect(await rowsOf(phone, id)).toEqual(onServer);
      expect(await rowsOf(laptop, id)).toEqual(onServer);
    }
  });

  it('a refused goal and its task sent again carry every field as they are on the device', async () => {
    const account = await newAccount();
    const phone = device(account);
    const laptop = device(account);
    const first = await laptop.mutations.createGoal({
      title: 'First',
      description: 'd',
      targetDate: '2099-01-01',
    });
    await reconnect(laptop, phone);
    setOffline(true, phone);
    const { goals, tasks } = SAMPLES;
    const goalValues = goalCreate();
    const goal = await phone.mutations.createGoal(goalValues);
    await phone.mutations.updateGoal(goal.id, { progressPercentage: 60, ...goals.edited });
    const { completedAt: _t, ...taskValues } = tasks.first;
    const task = await phone.mutations.createTask({
      ...taskValues,
      goalId: goal.id,
      scheduledDate: '2099-02-02',
    });
    setOffline(false, phone);
    await phone.engine.flush();
    const [goalRefusal] = await phone.db.rejected.orderBy('seq').toArray();
    expect(goalRefusal?.code).toBe('free_goal_limit');

    await laptop.mutations.deleteGoal(first.id);
    await laptop.engine.flush();
    await resendRejected(phone.db, goalRefusal?.id as string, 'retry');
    expect(await phone.engine.flush()).toBe('synced');
    const times = ({ createdAt: _c, updatedAt: _u, completedAt: _d, ...row }: Row) => row;
    const onServer = {
      goals: await apiGet<Goal[]>(account, '/api/goals'),
      tasks: await apiGet<Task[]>(account, '/api/tasks'),
    };
    expect(times(onServer.goals.find((g) => g.id === goal.id) as unknown as Row)).toEqual(
      times(await rowsOf(phone, goal.id)),
    );
    expect(times(onServer.tasks.find((t) => t.id === task.id) as unknown as Row)).toEqual(
      times(await rowsOf(phone, task.id)),
    );
  });
});
