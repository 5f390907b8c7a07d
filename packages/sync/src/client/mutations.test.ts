import { entryIdFor, uuidv7 } from '@reign/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReignDb } from '../device/database';
import { createMutations } from './mutations';

const dbs: ReignDb[] = [];
function setup(queue = true) {
  const db = new ReignDb(`unit-${uuidv7()}`);
  dbs.push(db);
  const afterWrite = vi.fn();
  return { db, afterWrite, m: createMutations(db, { queue, afterWrite }) };
}
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
});

const goalValues = { title: 'Read daily', description: 'A chapter', targetDate: '2099-12-31' };

describe('mutations', () => {
  it('creates a goal with the server defaults and queues it in the same transaction', async () => {
    const { db, m, afterWrite } = setup();
    const goal = await m.createGoal(goalValues);
    expect(goal).toMatchObject({
      ...goalValues,
      category: 'spiritual',
      season: 'year-round',
      priority: 1,
      progressPercentage: 0,
      completedAt: null,
      isActive: true,
      startDate: null,
    });
    expect(goal).not.toHaveProperty('version');
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ seq: 1, name: 'goal.create', args: { ...goalValues, id: goal.id } });
    expect(afterWrite).toHaveBeenCalledTimes(1);
  });

  it('keeps a given id, so a retried create is the same goal', async () => {
    const { db, m } = setup();
    const id = uuidv7();
    await m.createGoal({ ...goalValues, id });
    await m.createGoal({ ...goalValues, id, title: 'Again' });
    expect(await db.goals.count()).toBe(1);
    expect((await db.goals.get(id))?.title).toBe('Read daily');
  });

  it('refuses invalid values with the first message and writes nothing', async () => {
    const { db, m, afterWrite } = setup();
    await expect(m.createGoal({ ...goalValues, title: '  ' })).rejects.toThrow('Title is required');
    await expect(m.createTask({ title: 'x', scheduledDate: '' })).rejects.toThrow(
      'Scheduled date is required',
    );
    await expect(m.updateGoal(uuidv7(), {})).rejects.toThrow('Send at least one field to change');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.goals.count()).toBe(0);
    expect(afterWrite).not.toHaveBeenCalled();
  });

  it('sets completedAt at progress 100 and clears it below, like the server', async () => {
    const { db, m } = setup();
    const goal = await m.createGoal(goalValues);
    await m.updateGoal(goal.id, { progressPercentage: 100 });
    const done = await db.goals.get(goal.id);
    expect(done?.completedAt).toBeTruthy();
    await m.updateGoal(goal.id, { progressPercentage: 100 });
    expect((await db.goals.get(goal.id))?.completedAt).toBe(done?.completedAt);
    await m.updateGoal(goal.id, { progressPercentage: 75 });
    expect((await db.goals.get(goal.id))?.completedAt).toBeNull();
  });

  it('changes only the fields an update names', async () => {
    const { db, m } = setup();
    const task = await m.createTask({
      title: 'Pray',
      scheduledDate: '2099-01-01',
      description: 'Ten minutes',
    });
    await m.updateTask(task.id, { title: 'Pray longer' });
    expect(await db.tasks.get(task.id)).toMatchObject({ title: 'Pray longer', description: 'Ten minutes' });
    await m.updateTask(task.id, { dueDate: null, description: '' });
    expect(await db.tasks.get(task.id)).toMatchObject({ dueDate: null, description: null });
    const [, update] = await db.outbox.toArray();
    // with the title the person changed, the one they saw (the server keeps a concurrent one beside it)
    expect(update?.args).toEqual({ id: task.id, changes: { title: 'Pray longer' }, base: { title: 'Pray' } });
  });

  it('deleting a goal marks its tasks deleted too', async () => {
    const { db, m } = setup();
    const goal = await m.createGoal(goalValues);
    const task = await m.createTask({ title: 'Step', scheduledDate: '2099-01-01', goalId: goal.id });
    const other = await m.createTask({ title: 'Other', scheduledDate: '2099-01-01' });
    await m.deleteGoal(goal.id);
    expect((await db.goals.get(goal.id))?.deleted).toBe(true);
    expect((await db.tasks.get(task.id))?.deleted).toBe(true);
    expect((await db.tasks.get(other.id))?.deleted).toBe(false);
  });

  it('completes and reopens a task', async () => {
    const { db, m } = setup();
    const task = await m.createTask({ title: 'Pray', scheduledDate: '2099-01-01' });
    await m.completeTask(task.id);
    expect((await db.tasks.get(task.id))?.completedAt).toBeTruthy();
    await m.uncompleteTask(task.id);
    expect((await db.tasks.get(task.id))?.completedAt).toBeNull();
    expect((await db.outbox.toArray()).map((r) => r.name)).toEqual([
      'task.create',
      'task.complete',
      'task.uncomplete',
    ]);
  });

  it('saves a profile, an entry and checked actions (completion ids shared with the server)', async () => {
    const { db, m } = setup();
    await m.updateProfile({ bio: 'Hi', spiritualMaturity: 'leader', goals: 'Grow' });
    await m.updateProfile({ bio: 'Hello' });
    expect(await db.profile.get('profile')).toMatchObject({
      bio: 'Hello',
      spiritualMaturity: 'leader',
      goals: 'Grow',
      currentFocus: null,
    });
    const entry = await m.createEntry({
      date: '2099-03-01',
      verse: 'v',
      verseReference: 'John 1:1',
      priorities: ['Faith'],
    });
    expect(entry.challenges).toBe('No specific challenges identified.');
    const pray = { entryId: entry.id, date: '2099-03-01', priority: 'Faith', text: 'Pray' };
    await m.setActionDone(pray, true);
    await m.setActionDone(pray, false);
    const rows = await db.dailyActions.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ isCompleted: false, completedAt: null, entryId: entry.id });
    // each tick is its own mutation naming only that action
    const ticks = (await db.outbox.toArray()).filter((r) => r.name === 'dailyActions.save');
    expect(ticks.map((r) => r.args)).toEqual([
      {
        entryId: entry.id,
        date: '2099-03-01',
        actions: [{ text: 'Pray', priority: 'Faith', isCompleted: true }],
      },
      {
        entryId: entry.id,
        date: '2099-03-01',
        actions: [{ text: 'Pray', priority: 'Faith', isCompleted: false }],
      },
    ]);
  });

  it("names a member's plan by its day (the same id on every device), a guest's by a new id", async () => {
    const plan = { date: '2099-03-01', verse: 'v', verseReference: 'John 1:1', priorities: ['Faith'] };
    const member = createMutations(setup().db, { queue: true, owner: 7 });
    expect((await member.createEntry(plan)).id).toBe(await entryIdFor(7, '2099-03-01'));
    const guest = await setup(false).m.createEntry(plan);
    expect(guest.id).not.toBe(await entryIdFor(7, '2099-03-01'));
  });

  it('a guest database changes rows without queueing anything', async () => {
    const { db, m } = setup(false);
    await m.createGoal(goalValues);
    expect(await db.goals.count()).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });
});
