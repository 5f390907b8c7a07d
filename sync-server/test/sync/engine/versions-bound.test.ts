import { ACCOUNT_LIMITS, conflictMessages } from '@reign/contract';
import { refusalActions, resendRejected } from '@reign/sync';
import { describe, expect, it } from 'vitest';
import { closingDevices, type Device, goalValues, newAccount } from './harness';
import { flushInTurn, setOffline } from './two-devices';

// A row keeps at most ACCOUNT_LIMITS.conflictsPerRow versions to review (docs/decisions.md,
// 'Versions kept per row'): the rename that would be one more is refused whole, on the server and
// on the device alike, and waits under refused changes with its title until versions are settled.

const device = closingDevices();
const PER_ROW = ACCOUNT_LIMITS.conflictsPerRow;

const liveConflicts = async (d: Device) => (await d.db.conflicts.toArray()).filter((c) => !c.deleted);

describe('the versions a row keeps, on devices', () => {
  it('the rename past them is refused whole, shows nothing on its device, and goes through once one is settled', async () => {
    const account = await newAccount();
    // one device more than the row keeps versions, plus the one whose rename reaches the server first
    const devices = Array.from({ length: PER_ROW + 2 }, () => device(account));
    const [first, ...others] = devices as [Device, ...Device[]];
    const last = others[others.length - 1] as Device;
    const goal = await first.mutations.createGoal(goalValues('Pray daily'));
    await flushInTurn(...devices);

    setOffline(true, ...devices);
    for (const [i, d] of devices.entries()) await d.mutations.updateGoal(goal.id, { title: `Title ${i}` });
    setOffline(false, ...devices.slice(0, -1));
    await flushInTurn(...devices.slice(0, -1), first);

    // the last device's push is lost, its pull lands: its waiting rename meets a full row, and
    // nothing of it applies here either (the server will refuse it whole)
    last.net.offline = false;
    last.net.intercept = (url, init, pass) =>
      new URL(url).pathname === '/api/sync/push' ? Promise.reject(new TypeError('lost')) : pass(init);
    await last.engine.pull();
    expect((await last.db.goals.get(goal.id))?.title).toBe('Title 0');
    expect(await liveConflicts(last)).toHaveLength(PER_ROW);
    expect(await last.db.outbox.count()).toBe(1);

    last.net.intercept = null;
    await last.engine.flush();
    const [refusal] = await last.db.rejected.toArray();
    expect(refusal).toMatchObject({
      name: 'goal.update',
      code: 'versions_limit',
      message: conflictMessages.rowFull,
      args: { changes: { title: `Title ${PER_ROW + 1}` } },
    });
    expect(refusalActions(refusal as NonNullable<typeof refusal>)).toEqual(['retry', 'discard']);
    expect(await liveConflicts(last)).toHaveLength(PER_ROW);

    // another device settles one version; the refused rename, sent again, is kept as a version
    const [settled] = await liveConflicts(first);
    await first.mutations.resolveConflict({ id: settled?.id ?? '', keep: 'current' });
    await first.engine.flush();
    await resendRejected(last.db, refusal?.id as string, 'retry');
    expect(await last.engine.flush()).toBe('synced');
    expect(await last.db.rejected.count()).toBe(0);
    await first.engine.flush();
    for (const d of [first, last]) {
      const titles = (await liveConflicts(d)).map((c) => c.values.title);
      expect(titles).toHaveLength(PER_ROW);
      expect(titles).toContain(`Title ${PER_ROW + 1}`);
    }
  });
});
