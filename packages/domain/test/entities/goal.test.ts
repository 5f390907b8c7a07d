import type { Goal, Task } from '@reign/contract';
import { describe, expect, it } from 'vitest';
import {
  countsTowardFreeLimit,
  FREE_GOAL_LIMIT,
  GOAL_DELETE_CASCADE,
  goalAfterCreate,
  goalAfterDelete,
  goalAfterUpdate,
  mayCreateGoal,
  newGoal,
  newTask,
  type Stored,
} from '../../src';
import { GOAL_ID, goalInput, T0, T1, T2, taskInput } from './fixtures';

const input = goalInput;
const goal = (): Stored<Goal> => newGoal(input, T0);
const task = (id: string, goalId: string | null, deleted = false): Stored<Task> => ({
  ...newTask({ ...taskInput, id, goalId }, T0),
  deleted,
});

describe('goal create', () => {
  it('makes a live goal at 0%, active, not started, stamped with the time', () => {
    expect(newGoal(input, T0)).toEqual({
      ...input,
      startDate: null,
      progressPercentage: 0,
      completedAt: null,
      isActive: true,
      createdAt: T0,
      updatedAt: T0,
      deleted: false,
    });
  });

  it('the same id again is the same goal: nothing to write', () => {
    expect(goalAfterCreate(undefined, input, T0)).toEqual(goal());
    expect(goalAfterCreate(goal(), { ...input, title: 'Other' }, T1)).toBeNull();
    expect(goalAfterCreate({ ...goal(), deleted: true }, input, T1)).toBeNull();
  });
});

describe('goal update', () => {
  it('changes only the fields given and stamps the time, keeping extra fields', () => {
    const row = { ...goal(), version: 4 };
    expect(goalAfterUpdate(row, { title: 'New title' }, T1)).toEqual({
      ...row,
      title: 'New title',
      updatedAt: T1,
    });
  });

  it('progress 100 completes at the time; 100 again keeps the first; below 100 reopens', () => {
    const done = goalAfterUpdate(goal(), { progressPercentage: 100 }, T1);
    expect(done).toMatchObject({ progressPercentage: 100, completedAt: T1 });
    const again = done && goalAfterUpdate(done, { progressPercentage: 100 }, T2);
    expect(again).toMatchObject({ completedAt: T1, updatedAt: T2 });
    const reopened = again && goalAfterUpdate(again, { progressPercentage: 40 }, T2);
    expect(reopened).toMatchObject({ progressPercentage: 40, completedAt: null });
  });

  it('a change without progress keeps the completion', () => {
    const done = goalAfterUpdate(goal(), { progressPercentage: 100 }, T1);
    expect(done && goalAfterUpdate(done, { title: 'Renamed' }, T2)).toMatchObject({ completedAt: T1 });
  });

  it('an update of a deleted goal does nothing (the delete wins)', () => {
    expect(goalAfterUpdate({ ...goal(), deleted: true }, { title: 'Late' }, T1)).toBeNull();
  });
});

describe('goal delete', () => {
  it('tombstones the goal and its live tasks, not other goals’ tasks or tasks deleted before', () => {
    const mine = task('0190f3a2-0000-7abc-8def-0000000000a1', GOAL_ID);
    const gone = task('0190f3a2-0000-7abc-8def-0000000000a2', GOAL_ID, true);
    const other = task('0190f3a2-0000-7abc-8def-0000000000a3', null);
    const result = goalAfterDelete(goal(), [mine, gone, other], T1);
    expect(result?.goal).toEqual({ ...goal(), deleted: true, updatedAt: T1 });
    expect(result?.tasks).toEqual([{ ...mine, deleted: true, updatedAt: T1 }]);
  });

  it('finds the tasks by their goalId', () => {
    expect(GOAL_DELETE_CASCADE).toEqual({ table: 'tasks', key: 'goalId' });
  });

  it('deleting again changes nothing', () => {
    expect(goalAfterDelete({ ...goal(), deleted: true }, [], T1)).toBeNull();
  });
});

describe('free goal limit', () => {
  it('only goals in progress count: a completed goal is history (issue 15)', () => {
    expect(countsTowardFreeLimit(goal())).toBe(true);
    const done = goalAfterUpdate(goal(), { progressPercentage: 100 }, T1);
    expect(done?.completedAt).toBeTruthy();
    expect(done && countsTowardFreeLimit(done)).toBe(false);
    expect(done && mayCreateGoal(false, [done])).toBe(true);
  });

  it('a free member may keep FREE_GOAL_LIMIT goals; a paid member any number', () => {
    const goals = Array.from({ length: FREE_GOAL_LIMIT }, goal);
    expect(mayCreateGoal(false, [])).toBe(true);
    expect(mayCreateGoal(false, goals.slice(0, FREE_GOAL_LIMIT - 1))).toBe(true);
    expect(mayCreateGoal(false, goals)).toBe(false);
    expect(mayCreateGoal(true, goals)).toBe(true);
    expect(mayCreateGoal(true, [...goals, ...goals])).toBe(true);
  });
});
