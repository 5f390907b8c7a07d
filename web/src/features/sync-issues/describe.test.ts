import { refusalActions } from '@reign/sync/client/refusal-actions';
import type { RejectedMutation } from '@reign/sync/device/types';
import { describe, expect, it } from 'vitest';
import { describeRejected, needsMembership } from './describe';

const rejected = (overrides: Partial<RejectedMutation>): RejectedMutation => ({
  id: 'r1',
  seq: 1,
  name: 'goal.create',
  args: { title: 'Second goal' },
  status: 403,
  message: 'Multiple goals require a paid membership.',
  createdAt: '2026-01-01T00:00:00Z',
  ...overrides,
});

describe('needsMembership and refusalActions', () => {
  it('decide by the code the server gave, never by the words', () => {
    expect(needsMembership(rejected({ code: 'free_goal_limit' }))).toBe(true);
    expect(needsMembership(rejected({ code: 'paid_membership_required', name: 'task.create' }))).toBe(true);
    expect(needsMembership(rejected({ code: 'forbidden' }))).toBe(false);
    expect(refusalActions(rejected({ code: 'free_goal_limit' }))).toEqual(['retry', 'discard']);
    // past an account limit: deleting some rows makes room, so it may go again
    expect(refusalActions(rejected({ name: 'prayer.create', status: 409, code: 'account_limit' }))).toEqual([
      'retry',
      'discard',
    ]);
    // past the versions to review a row keeps: settling some makes room
    expect(refusalActions(rejected({ name: 'goal.update', status: 409, code: 'versions_limit' }))).toEqual([
      'retry',
      'discard',
    ]);
    // past a circle's bound ('I prayed', notes a day; a full circle): the next day or a freed place
    expect(refusalActions(rejected({ name: 'circleNote.write', status: 409, code: 'circle_limit' }))).toEqual(
      ['retry', 'discard'],
    );
    expect(refusalActions(rejected({ name: 'task.create', status: 400, code: 'goal_not_found' }))).toEqual([
      'standalone',
      'discard',
    ]);
    expect(refusalActions(rejected({ name: 'goal.update', status: 404, code: 'not_found' }))).toEqual([
      'discard',
    ]);
    expect(refusalActions(rejected({ status: 400, code: 'invalid_request' }))).toEqual(['discard']);
  });

  it('read a refused new goal stored before codes existed (403, no code) as the free limit', () => {
    expect(needsMembership(rejected({}))).toBe(true);
    expect(needsMembership(rejected({ name: 'task.create' }))).toBe(false);
  });
});

describe('describeRejected', () => {
  it('names the change and its title', () => {
    expect(describeRejected(rejected({}))).toBe('New goal: "Second goal"');
  });
});
