import { SYNC_SCHEMA_VERSION } from '@reign/contract';
import { centralDate, entryIdFor, planRevision, uuidv7 } from '@reign/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, registerUser } from './support/harness';

// Concurrent writes are kept and shown, never swallowed (docs/sync-protocol.md, 'Conflicts').

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Pulled = {
  table: string;
  id: string;
  version: number;
  deleted: boolean;
  row: Record<string, unknown> | null;
};
const m = (seq: number, name: string, args: unknown) => ({ seq, id: uuidv7(), name, args });

/** One account, and a client (a device's outbox) of it. */
function deviceOf(user: Awaited<ReturnType<typeof registerUser>>) {
  const me = as(app, user);
  const clientId = `client-${uuidv7()}`;
  let seq = 0;
  return {
    me,
    async push(name: string, args: unknown) {
      seq += 1;
      const res = await me.post('/api/sync/push', {
        clientId,
        schemaVersion: SYNC_SCHEMA_VERSION,
        mutations: [m(seq, name, args)],
      });
      expect(res.statusCode).toBe(200);
      return res.json().results[0] as { status: string; error: { message: string } | null };
    },
    async pull(): Promise<Pulled[]> {
      return (await me.get('/api/sync/pull?cursor=0&limit=1000')).json().changes;
    },
  };
}

async function twoDevices() {
  const user = await registerUser(app);
  return { user, phone: deviceOf(user), laptop: deviceOf(user) };
}

const planOf = (id: string, date: string, priorities: string[], base?: string | null) => ({
  id,
  date,
  verse: 'Seek first the kingdom of God',
  verseReference: 'Matthew 6:33',
  priorities,
  actionSteps: priorities.map((priority) => ({ priority, actions: [`Act on ${priority}`] })),
  ...(base === undefined ? {} : { base }),
});

const live = (changes: Pulled[], table: string) => changes.filter((c) => c.table === table && !c.deleted);

describe('two devices plan the same day', () => {
  it('keeps both plans: the first stays, the second is a conflict of it, both pulled by every device', async () => {
    const { user, phone, laptop } = await twoDevices();
    const date = centralDate();
    const id = await entryIdFor(user.user.id, date);
    // both offline saw no plan for today (base null), each saved its own
    expect((await phone.push('entry.create', planOf(id, date, ['Family', 'Work'], null))).status).toBe(
      'applied',
    );
    expect((await laptop.push('entry.create', planOf(id, date, ['Rest'], null))).status).toBe('applied');

    for (const device of [phone, laptop]) {
      const changes = await device.pull();
      const [plan, ...more] = live(changes, 'entries');
      expect(more).toEqual([]);
      expect(plan?.row?.priorities).toEqual(['Family', 'Work']);
      const conflicts = live(changes, 'conflicts');
      expect(conflicts).toHaveLength(1);
      expect(conflicts[0]?.row).toMatchObject({
        entity: 'entries',
        rowId: id,
        values: { priorities: ['Rest'], actionSteps: [{ priority: 'Rest', actions: ['Act on Rest'] }] },
      });
    }
  });

  it('a device that saw the day’s plan and saves again updates it, with no conflict', async () => {
    const { user, phone, laptop } = await twoDevices();
    const date = centralDate();
    const id = await entryIdFor(user.user.id, date);
    const first = planOf(id, date, ['Family'], null);
    await phone.push('entry.create', first);
    const pulled = live(await laptop.pull(), 'entries')[0]?.row as Parameters<typeof planRevision>[0];
    await laptop.push('entry.create', planOf(id, date, ['Family', 'Church'], planRevision(pulled)));
    const changes = await phone.pull();
    expect(live(changes, 'entries')[0]?.row?.priorities).toEqual(['Family', 'Church']);
    expect(live(changes, 'conflicts')).toEqual([]);
  });

  it('the same device saving again on top of its conflicted plan updates that one conflict', async () => {
    const { user, phone, laptop } = await twoDevices();
    const date = centralDate();
    const id = await entryIdFor(user.user.id, date);
    await phone.push('entry.create', planOf(id, date, ['Family'], null));
    await laptop.push('entry.create', planOf(id, date, ['Rest'], null));
    // the laptop, still offline, saves again over its own first plan (as it stores it: its revision)
    const [first] = live(await laptop.pull(), 'conflicts');
    const mine = first?.row?.values as Parameters<typeof planRevision>[0];
    await laptop.push('entry.create', planOf(id, date, ['Rest', 'Walk'], planRevision(mine)));
    const conflicts = live(await laptop.pull(), 'conflicts');
    expect(conflicts.map((c) => (c.row as { values: { priorities: string[] } }).values.priorities)).toEqual([
      ['Rest', 'Walk'],
    ]);
  });
});

describe('settling a conflict', () => {
  async function conflicted() {
    const d = await twoDevices();
    const date = centralDate();
    const id = await entryIdFor(d.user.user.id, date);
    await d.phone.push('entry.create', planOf(id, date, ['Family', 'Work'], null));
    await d.laptop.push('entry.create', planOf(id, date, ['Rest', 'Family'], null));
    const conflictId = live(await d.phone.pull(), 'conflicts')[0]?.id as string;
    return { ...d, id, conflictId };
  }

  it('keeps the other plan, and the conflict goes on every device', async () => {
    const { phone, laptop, conflictId } = await conflicted();
    expect((await laptop.push('conflict.resolve', { id: conflictId, keep: 'other' })).status).toBe('applied');
    const changes = await phone.pull();
    expect(live(changes, 'entries')[0]?.row?.priorities).toEqual(['Rest', 'Family']);
    expect(live(changes, 'conflicts')).toEqual([]);
  });

  it('combines both plans: the chosen priorities, each with the actions either plan gave it', async () => {
    const { phone, conflictId } = await conflicted();
    await phone.push('conflict.resolve', {
      id: conflictId,
      keep: 'both',
      priorities: ['Family', 'Rest', 'Work'],
    });
    const plan = live(await phone.pull(), 'entries')[0]?.row;
    expect(plan?.priorities).toEqual(['Family', 'Rest', 'Work']);
    expect(plan?.actionSteps).toEqual([
      { priority: 'Family', actions: ['Act on Family'] },
      { priority: 'Rest', actions: ['Act on Rest'] },
      { priority: 'Work', actions: ['Act on Work'] },
    ]);
  });

  it('keeps the current plan; settling it again (another device) changes nothing', async () => {
    const { phone, laptop, conflictId } = await conflicted();
    await phone.push('conflict.resolve', { id: conflictId, keep: 'current' });
    expect((await laptop.push('conflict.resolve', { id: conflictId, keep: 'other' })).status).toBe('applied');
    const changes = await laptop.pull();
    expect(live(changes, 'entries')[0]?.row?.priorities).toEqual(['Family', 'Work']);
    expect(live(changes, 'conflicts')).toEqual([]);
  });

  it('a choice that comes after another device settled the conflict writes the plan again as it is, so that device pulls it back', async () => {
    const { phone, laptop, conflictId } = await conflicted();
    await phone.push('conflict.resolve', { id: conflictId, keep: 'current' });
    const before = live(await laptop.pull(), 'entries')[0];
    // the laptop chose 'other' offline and applied it to its own copy; the server keeps the first choice
    await laptop.push('conflict.resolve', { id: conflictId, keep: 'other' });
    const after = live(await laptop.pull(), 'entries')[0];
    expect(after?.row).toEqual(before?.row);
    expect(after?.version).toBeGreaterThan(before?.version ?? Number.POSITIVE_INFINITY);
  });

  it('refuses another account’s conflict with 404 and changes nothing', async () => {
    const { conflictId } = await conflicted();
    const stranger = deviceOf(await registerUser(app));
    const result = await stranger.push('conflict.resolve', { id: conflictId, keep: 'other' });
    expect(result).toMatchObject({ status: 'rejected', error: { status: 404 } });
  });
});

describe('the same text changed on two devices offline', () => {
  async function goalOn(phone: ReturnType<typeof deviceOf>) {
    const id = uuidv7();
    await phone.push('goal.create', {
      id,
      title: 'Pray daily',
      description: 'Ten minutes',
      targetDate: '2099-01-01',
    });
    return id;
  }

  /** A goal the phone made and renamed from 'Pray daily' to 'Pray always'; the laptop of the same account. */
  async function renamedOnPhone() {
    const devices = await twoDevices();
    const id = await goalOn(devices.phone);
    await devices.phone.push('goal.update', {
      id,
      changes: { title: 'Pray always' },
      base: { title: 'Pray daily' },
    });
    return { ...devices, id };
  }

  it('keeps the first title on the goal and the second in a conflict; other fields merge as before', async () => {
    const { laptop, id } = await renamedOnPhone();
    await laptop.push('goal.update', {
      id,
      changes: { title: 'Pray at dawn', priority: 4 },
      base: { title: 'Pray daily' },
    });
    const changes = await laptop.pull();
    expect(live(changes, 'goals')[0]?.row).toMatchObject({ title: 'Pray always', priority: 4 });
    expect(live(changes, 'conflicts').map((c) => c.row)).toEqual([
      expect.objectContaining({ entity: 'goals', rowId: id, values: { title: 'Pray at dawn' } }),
    ]);
  });

  /** Two devices that saw 'Ten minutes' describe the goal anew: the second description is a conflict. */
  async function describedTwice(first: string, second: string) {
    const devices = await twoDevices();
    const id = await goalOn(devices.phone);
    for (const [device, description] of [
      [devices.phone, first],
      [devices.laptop, second],
    ] as const) {
      await device.push('goal.update', {
        id,
        changes: { description },
        base: { description: 'Ten minutes' },
      });
    }
    const conflictId = live(await devices.phone.pull(), 'conflicts')[0]?.id;
    return { ...devices, conflictId };
  }

  it('keeps both descriptions one under the other when the person chooses both', async () => {
    const { phone, laptop, conflictId } = await describedTwice('Mornings', 'Evenings');
    await phone.push('conflict.resolve', { id: conflictId, keep: 'both' });
    expect(live(await laptop.pull(), 'goals')[0]?.row?.description).toBe('Mornings\n\nEvenings');
  });

  it('refuses to keep both texts when together they are too long, and keeps the conflict', async () => {
    const { phone, conflictId } = await describedTwice('a'.repeat(1500), 'b'.repeat(1500));
    const result = await phone.push('conflict.resolve', { id: conflictId, keep: 'both' });
    expect(result).toMatchObject({ status: 'rejected', error: { status: 400 } });
    expect(live(await phone.pull(), 'conflicts')).toHaveLength(1);
  });

  it('a follow-up edit from the device that saw the current text is a plain update', async () => {
    const { phone, laptop, id } = await renamedOnPhone();
    await laptop.push('goal.update', {
      id,
      changes: { title: 'Pray at noon' },
      base: { title: 'Pray always' },
    });
    const changes = await phone.pull();
    expect(live(changes, 'goals')[0]?.row?.title).toBe('Pray at noon');
    expect(live(changes, 'conflicts')).toEqual([]);
  });

  it('keeps a task’s and a prayer request’s concurrent texts too', async () => {
    const { phone, laptop } = await twoDevices();
    const task = uuidv7();
    const prayer = uuidv7();
    await phone.push('task.create', { id: task, title: 'Read Psalm 1', scheduledDate: '2099-01-01' });
    await phone.push('prayer.create', { id: prayer, title: 'For Mum' });
    await phone.push('task.update', {
      id: task,
      changes: { title: 'Read Psalm 23' },
      base: { title: 'Read Psalm 1' },
    });
    await laptop.push('task.update', {
      id: task,
      changes: { title: 'Read Psalm 2' },
      base: { title: 'Read Psalm 1' },
    });
    await phone.push('prayer.update', {
      id: prayer,
      changes: { details: 'Her knee' },
      base: { details: null },
    });
    await laptop.push('prayer.update', {
      id: prayer,
      changes: { details: 'Her job' },
      base: { details: null },
    });
    const conflicts = live(await phone.pull(), 'conflicts').map((c) => c.row);
    expect(conflicts).toEqual([
      expect.objectContaining({ entity: 'tasks', rowId: task, values: { title: 'Read Psalm 2' } }),
      expect.objectContaining({ entity: 'prayers', rowId: prayer, values: { details: 'Her job' } }),
    ]);
  });
});
