import { describe, expect, it } from 'vitest';
import { closingDevices, type Device, goalValues, newAccount } from './harness';
import { flushInTurn, goalOnBoth, reconnect, setOffline } from './two-devices';

// Conflicts and the writes that wait on a device: a write the person makes while a pull travels is
// re-applied over the pulled rows, and may meet a concurrent change there. What it makes of the
// conflicts is this device's view until the server has the write (docs/sync-protocol.md,
// 'Conflicts'). Both cases were found by the sync simulation (src/sync/sim/README.md).

const device = closingDevices();

const liveConflicts = async (d: Device) => (await d.db.conflicts.toArray()).filter((c) => !c.deleted);

/** The next pull of the device first lets the person rename the goal (a write while the pull travels). */
function renameDuringPull(d: Device, goalId: string, title: string) {
  d.net.intercept = async (url, init, pass) => {
    if (!url.includes('/api/sync/pull')) return pass(init);
    d.net.intercept = null;
    await d.mutations.updateGoal(goalId, { title });
    return pass(init);
  };
}

describe('conflicts of writes that waited', () => {
  it('a conflict a device saw only while its edit waited goes once the server took the edit without one', async () => {
    // the laptop's edit, made while its pull travelled, met the
    // phone's rename there and was kept beside it on the laptop; the phone then renamed it back,
    // the server took the laptop's edit as a plain one, and the laptop showed a conflict for good
    const { phone, laptop, goal } = await goalOnBoth(device, 'Pray daily');
    await phone.mutations.updateGoal(goal.id, { title: 'Pray always' });
    await phone.engine.flush();
    renameDuringPull(laptop, goal.id, 'Pray at dawn');
    await laptop.engine.flush();
    expect((await liveConflicts(laptop)).map((c) => c.values)).toEqual([{ title: 'Pray at dawn' }]);
    await phone.mutations.updateGoal(goal.id, { title: 'Pray daily' });
    await phone.engine.flush();
    await flushInTurn(laptop, phone);
    for (const d of [phone, laptop]) {
      expect((await d.db.goals.get(goal.id))?.title).toBe('Pray at dawn');
      expect(await liveConflicts(d)).toEqual([]);
    }
  });

  it('a server conflict a waiting edit continued on a device only is the server’s again once the server took the edit without it', async () => {
    // the tablet's edit met a rename in its pull and continued the goal's conflict there (its base
    // was that conflict's title); the rename was undone before the edit arrived, so the server took
    // it as a plain edit and left the conflict as it was, and the tablet kept its own version of it
    const account = await newAccount();
    const [phone, laptop, tablet] = [device(account), device(account), device(account)] as const;
    const goal = await phone.mutations.createGoal(goalValues('Pray daily'));
    await flushInTurn(phone, laptop, tablet);
    setOffline(true, laptop);
    await laptop.mutations.updateGoal(goal.id, { title: 'Pray at dawn' });
    await phone.mutations.updateGoal(goal.id, { title: 'Pray always' });
    await reconnect(phone, laptop);
    // the phone takes the other title as a plain edit: the row now shows the conflict's title
    await phone.mutations.updateGoal(goal.id, { title: 'Pray at dawn' });
    await flushInTurn(phone, tablet);
    await phone.mutations.updateGoal(goal.id, { title: 'Pray with the family' });
    await phone.engine.flush();
    renameDuringPull(tablet, goal.id, 'Pray at noon');
    await tablet.engine.flush();
    await phone.mutations.updateGoal(goal.id, { title: 'Pray at dawn' });
    await phone.engine.flush();
    await flushInTurn(tablet, phone, laptop);
    const values = async (d: Device) => (await liveConflicts(d)).map((c) => [c.id, c.values]);
    const onThePhone = await values(phone);
    expect(onThePhone).toEqual([[expect.any(String), { title: 'Pray at dawn' }]]);
    for (const d of [laptop, tablet]) {
      expect((await d.db.goals.get(goal.id))?.title).toBe('Pray at noon');
      expect(await values(d)).toEqual(onThePhone);
    }
  });
});
