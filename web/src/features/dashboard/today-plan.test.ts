import { describe, expect, it } from 'vitest';
import { makeEntry } from './test-support';
import { actionKey, completedKeys, dailyActionsPayload, planActions, progressOf } from './today-plan';

describe("today's plan", () => {
  const entry = makeEntry({
    actionSteps: [
      { priority: 'Family', actions: ['Call Mom', 'Pray together', 'Call Mom'] },
      { priority: 'Work', actions: ['Finish the report'] },
    ],
  });

  it('lists each action of a priority once', () => {
    expect(planActions(entry).map((a) => `${a.priority}: ${a.text}`)).toEqual([
      'Family: Call Mom',
      'Family: Pray together',
      'Work: Finish the report',
    ]);
  });

  it('reads the completions of this entry only', () => {
    const keys = completedKeys(
      [
        {
          id: 'a',
          entryId: entry.id,
          actionText: 'Call Mom',
          priority: 'Family',
          isCompleted: true,
          completedAt: null,
          date: entry.date,
        },
        {
          id: 'b',
          entryId: entry.id,
          actionText: 'Pray together',
          priority: 'Family',
          isCompleted: false,
          completedAt: null,
          date: entry.date,
        },
        {
          id: 'c',
          entryId: 'another',
          actionText: 'Finish the report',
          priority: 'Work',
          isCompleted: true,
          completedAt: null,
          date: entry.date,
        },
      ],
      entry.id,
    );
    expect([...keys]).toEqual([actionKey('Family', 'Call Mom')]);
    expect(completedKeys(undefined, entry.id).size).toBe(0);
  });

  it('saves every action with its checked state', () => {
    const checked = new Set([actionKey('Family', 'Pray together'), actionKey('Work', 'Finish the report')]);
    expect(dailyActionsPayload(entry, checked)).toEqual({
      entryId: entry.id,
      date: entry.date,
      actions: [
        { text: 'Call Mom', priority: 'Family', isCompleted: false },
        { text: 'Pray together', priority: 'Family', isCompleted: true },
        { text: 'Finish the report', priority: 'Work', isCompleted: true },
      ],
    });
  });

  it('rounds the progress', () => {
    expect(progressOf(3, 2)).toEqual({ done: 2, total: 3, percent: 67 });
    expect(progressOf(0, 0).percent).toBe(0);
  });
});
