import { describe, expect, it } from 'vitest';
import { newTask, taskAfterComplete, taskAfterCreate, taskAfterDelete, taskAfterUpdate } from '../../src';
import { T0, T1, T2, taskInput } from './fixtures';

const input = taskInput;
const task = () => newTask(input, T0);

describe('task create', () => {
  it('makes a live task, not completed, stamped with the time', () => {
    expect(task()).toEqual({ ...input, completedAt: null, createdAt: T0, updatedAt: T0, deleted: false });
  });

  it('fills a missing goal and due date with null', () => {
    const { goalId: _g, dueDate: _d, ...rest } = input;
    expect(newTask(rest, T0)).toMatchObject({ goalId: null, dueDate: null });
  });

  it('the same id again is the same task', () => {
    expect(taskAfterCreate(undefined, input, T0)).toEqual(task());
    expect(taskAfterCreate(task(), { ...input, title: 'Other' }, T1)).toBeNull();
  });
});

describe('task update', () => {
  it('changes only the fields given; null clears description, due date, goal', () => {
    expect(taskAfterUpdate(task(), { title: 'Pray more' }, T1)).toEqual({
      ...task(),
      title: 'Pray more',
      updatedAt: T1,
    });
    expect(taskAfterUpdate(task(), { description: null, dueDate: null, goalId: null }, T1)).toMatchObject({
      description: null,
      dueDate: null,
      goalId: null,
      title: 'Pray',
    });
  });

  it('sets or clears the completion time when it is given', () => {
    const done = taskAfterUpdate(task(), { completedAt: '2026-11-21T12:00:00.000Z' }, T1);
    expect(done?.completedAt).toBe('2026-11-21T12:00:00.000Z');
    expect(done && taskAfterUpdate(done, { completedAt: null }, T2)).toMatchObject({ completedAt: null });
  });

  it('an update of a deleted task does nothing', () => {
    expect(taskAfterUpdate({ ...task(), deleted: true }, { title: 'Late' }, T1)).toBeNull();
  });
});

describe('task complete and delete', () => {
  it('completing keeps the first time; uncompleting clears it', () => {
    const done = taskAfterComplete(task(), true, T1);
    expect(done).toMatchObject({ completedAt: T1, updatedAt: T1 });
    const again = done && taskAfterComplete(done, true, T2);
    expect(again).toMatchObject({ completedAt: T1, updatedAt: T2 });
    expect(again && taskAfterComplete(again, false, T2)).toMatchObject({ completedAt: null });
    expect(taskAfterComplete({ ...task(), deleted: true }, true, T1)).toBeNull();
  });

  it('a delete tombstones the task once', () => {
    const gone = taskAfterDelete(task(), T1);
    expect(gone).toEqual({ ...task(), deleted: true, updatedAt: T1 });
    expect(gone && taskAfterDelete(gone, T2)).toBeNull();
  });
});
