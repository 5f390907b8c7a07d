import { describe, expect, it } from 'vitest';
import { makeEntry } from '../test/factories';
import { actionKey, completedKeys, planActions, progressOf, toggledActions } from './plan-actions';

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

  it('names only the toggled actions, each with its new state', () => {
    const before = new Set([actionKey('Family', 'Call Mom'), actionKey('Work', 'Finish the report')]);
    const after = new Set([actionKey('Family', 'Pray together'), actionKey('Work', 'Finish the report')]);
    const ref = (priority: string, text: string) => ({ entryId: entry.id, date: entry.date, priority, text });
    expect(toggledActions(entry, before, after)).toEqual([
      { action: ref('Family', 'Call Mom'), done: false },
      { action: ref('Family', 'Pray together'), done: true },
    ]);
    expect(toggledActions(entry, before, new Set(before))).toEqual([]);
  });

  it('rounds the progress', () => {
    expect(progressOf(3, 2)).toEqual({ done: 2, total: 3, percent: 67 });
    expect(progressOf(0, 0).percent).toBe(0);
  });
});
