import {
  DEFAULT_CHALLENGES,
  DEFAULT_ENCOURAGEMENT,
  ENCOURAGEMENT_MAX,
  entryCreateBody,
} from '@reign/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { makeGoal, makeTask } from '../../test/factories';
import { planBody, planEncouragement } from './plan-body';
import { prioritiesForm } from './priorities-form';
import {
  type ActionGroupState,
  canContinueFromPriorities,
  countActions,
  emptyGroup,
  establishHint,
  fillFirstEmpty,
  goalCards,
  goalForPriority,
  isGoalUsed,
  openTasksOf,
  planActionSteps,
  toggleTaskAction,
  type WizardAction,
} from './rules';

const action = (text: string, completed: boolean): WizardAction => ({ id: text, text, completed });

describe('Establish', () => {
  it('Continue is disabled while priority 1 is empty (spaces count as empty)', () => {
    expect(canContinueFromPriorities(['', 'Family', 'Work'])).toBe(false);
    expect(canContinueFromPriorities(['   ', '', ''])).toBe(false);
    expect(canContinueFromPriorities(['Prayer', '', ''])).toBe(true);
  });

  it('speaks to the number of goals the person has (issue 15)', () => {
    expect(establishHint(1, i18n)).toBe('Pick your goal for one priority and type the other two.');
    expect(establishHint(2, i18n)).toMatch(/two goals/);
    expect(establishHint(5, i18n)).toMatch(/up to three/);
  });

  it("each priority must be filled: 'Priority cannot be empty'", () => {
    const result = prioritiesForm.safeParse({ priority1: 'Prayer', priority2: ' ', priority3: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['priority2', 'Priority cannot be empty'],
      ['priority3', 'Priority cannot be empty'],
    ]);
    expect(prioritiesForm.safeParse({ priority1: 'a', priority2: 'b', priority3: 'c' }).success).toBe(true);
  });

  it('shows up to 6 active goals; a card fills the first empty slot and is then used', () => {
    const goals = [
      makeGoal({ title: 'Done', completedAt: '2026-01-02T00:00:00.000Z', progressPercentage: 100 }),
      ...Array.from({ length: 7 }, (_, i) => makeGoal({ title: `Goal ${i + 1}` })),
    ];
    const cards = goalCards(goals);
    expect(cards.map((g) => g.title)).toEqual(['Goal 1', 'Goal 2', 'Goal 3', 'Goal 4', 'Goal 5', 'Goal 6']);

    expect(fillFirstEmpty(['', '', ''], 'Goal 1')).toEqual(['Goal 1', '', '']);
    expect(fillFirstEmpty(['Goal 1', '', 'Mine'], 'Goal 2')).toEqual(['Goal 1', 'Goal 2', 'Mine']);
    expect(fillFirstEmpty(['a', 'b', 'c'], 'Goal 2')).toEqual(['a', 'b', 'c']);
    expect(isGoalUsed(['goal 1 ', '', ''], makeGoal({ title: 'Goal 1' }))).toBe(true);
    expect(isGoalUsed(['Goal 10', '', ''], makeGoal({ title: 'Goal 1' }))).toBe(false);
  });
});

describe('Initiate', () => {
  const goal = makeGoal({ title: 'Read the Gospels' });

  it('matches a priority to an active goal by title', () => {
    expect(goalForPriority([goal], ' read the gospels ')).toBe(goal);
    expect(goalForPriority([goal], 'Read')).toBeUndefined();
    expect(
      goalForPriority([{ ...goal, completedAt: '2026-01-01T00:00:00Z' }], 'Read the Gospels'),
    ).toBeUndefined();
  });

  it("shows up to 3 of the goal's open tasks, by due date, undated last", () => {
    const tasks = [
      makeTask({ goalId: goal.id, title: 'Undated' }),
      makeTask({ goalId: goal.id, title: 'Late', dueDate: '2099-03-01' }),
      makeTask({
        goalId: goal.id,
        title: 'Done',
        dueDate: '2099-01-01',
        completedAt: '2026-01-01T00:00:00Z',
      }),
      makeTask({ goalId: 'another', title: 'Other goal', dueDate: '2099-01-01' }),
      makeTask({ goalId: goal.id, title: 'Soon', dueDate: '2099-01-15' }),
      makeTask({ goalId: goal.id, title: 'Sooner', dueDate: '2099-01-10' }),
    ];
    expect(openTasksOf(tasks, goal.id).map((t) => t.title)).toEqual(['Sooner', 'Soon', 'Late']);
  });

  it('toggles tasks as actions, at most 5 per priority group', () => {
    let actions: WizardAction[] = [];
    for (let i = 1; i <= 5; i++) {
      const result = toggleTaskAction(actions, { id: `t${i}`, title: `Task ${i}` });
      expect(result.blocked).toBe(false);
      actions = result.actions;
    }
    expect(actions).toHaveLength(5);
    const sixth = toggleTaskAction(actions, { id: 't6', title: 'Task 6' });
    expect(sixth.blocked).toBe(true);
    expect(sixth.actions).toHaveLength(5);
    // Removing one is always possible, and frees a place.
    const removed = toggleTaskAction(actions, { id: 't2', title: 'Task 2' });
    expect(removed.actions.map((a) => a.text)).toEqual(['Task 1', 'Task 3', 'Task 4', 'Task 5']);
    expect(toggleTaskAction(removed.actions, { id: 't6', title: 'Task 6' }).blocked).toBe(false);
  });

  it('saves all chosen task titles for goal priorities, only checked actions for custom ones, and drops empty groups', () => {
    const goalGroup: ActionGroupState = {
      ...emptyGroup('Read the Gospels'),
      taskActions: [
        { id: 'task-1', text: 'Read Matthew 1', completed: true, taskId: '1' },
        { id: 'task-2', text: 'Read Mark 1', completed: true, taskId: '2' },
      ],
    };
    const custom: ActionGroupState = {
      ...emptyGroup('Family'),
      custom: [action('Call mom', true), action('Plan dinner', false), action('Pray together', true)],
    };
    const unchecked: ActionGroupState = { ...emptyGroup('Health'), custom: [action('Walk', false)] };
    const steps = planActionSteps([
      { priority: 'Read the Gospels', kind: 'goal', group: goalGroup },
      { priority: 'Family', kind: 'custom', group: custom },
      { priority: 'Health', kind: 'custom', group: unchecked },
    ]);
    expect(steps).toEqual([
      { priority: 'Read the Gospels', actions: ['Read Matthew 1', 'Read Mark 1'] },
      { priority: 'Family', actions: ['Call mom', 'Pray together'] },
    ]);
    expect(countActions(steps)).toBe(4);
  });

  it('keeps goal tasks already chosen when the priority switches to generated actions (issue 15)', () => {
    const group = {
      ...emptyGroup('Run a half marathon'),
      taskActions: [{ id: 'task-1', text: 'Run 5 km', completed: true, taskId: '1' }],
      custom: [action('Stretch', true), action('Run 5 km', true), action('Rest', false)],
    };
    expect(planActionSteps([{ priority: 'Run a half marathon', kind: 'custom', group }])).toEqual([
      { priority: 'Run a half marathon', actions: ['Run 5 km', 'Stretch'] },
    ]);
    expect(planActionSteps([{ priority: 'Run a half marathon', kind: 'goal', group }])).toEqual([
      { priority: 'Run a half marathon', actions: ['Run 5 km', 'Stretch'] },
    ]);
  });

  it('counts zero actions when nothing is selected (the No actions selected rule)', () => {
    const steps = planActionSteps([
      { priority: 'Read the Gospels', kind: 'goal', group: emptyGroup('Read the Gospels') },
      {
        priority: 'Family',
        kind: 'custom',
        group: { ...emptyGroup('Family'), custom: [action('Call', false)] },
      },
      { priority: 'Health', kind: 'custom', group: undefined },
    ]);
    expect(steps).toEqual([]);
    expect(countActions(steps)).toBe(0);
  });

  it('a goal priority switched to custom actions submits its checked actions and the tasks chosen before', () => {
    const group: ActionGroupState = {
      ...emptyGroup('Read the Gospels'),
      taskActions: [{ id: 'task-1', text: 'Read Matthew 1', completed: true, taskId: '1' }],
      custom: [action('Read a Psalm', true)],
    };
    expect(planActionSteps([{ priority: 'Read the Gospels', kind: 'custom', group }])).toEqual([
      { priority: 'Read the Gospels', actions: ['Read Matthew 1', 'Read a Psalm'] },
    ]);
  });
});

describe('the saved plan', () => {
  const base = {
    id: '0190f5d2-7c1a-7000-8000-000000000001',
    date: '2026-03-14',
    verse: 'The Lord is my shepherd.',
    verseReference: 'Psalm 23:1',
    verseTranslation: 'web' as const,
    verseReflection: 'He leads.',
    priorities: ['Prayer', 'Family', ''],
    actionSteps: [{ priority: 'Prayer', actions: ['Pray at noon'] }],
  };

  it('defaults empty challenges and, with no prayer shown, carries the default encouragement sentence', () => {
    const body = planBody({ ...base, challenges: '   ', prayer: null });
    expect(body).toEqual({
      ...base,
      priorities: ['Prayer', 'Family'],
      challenges: DEFAULT_CHALLENGES,
      encouragement: DEFAULT_ENCOURAGEMENT,
    });
    expect(body.challenges).toBe('No specific challenges identified.');
    // The contract accepts it as is.
    expect(entryCreateBody.safeParse(body).success).toBe(true);
  });

  it('keeps written challenges and sends a missing reflection as null', () => {
    const body = planBody({ ...base, verseReflection: '', challenges: 'A long meeting', prayer: null });
    expect(body.challenges).toBe('A long meeting');
    expect(body.verseReflection).toBeNull();
  });

  it('keeps the prayer Navigate in Faith showed as the encouragement (issue 37)', () => {
    const prayer = 'Lord, be with me in the meeting.\n\nGive me patience at home. Amen.';
    const body = planBody({ ...base, challenges: '', prayer: `  ${prayer}\n` });
    expect(body.encouragement).toBe(prayer);
    expect(entryCreateBody.safeParse(body).success).toBe(true);
  });

  it('falls back to the default sentence for a blank prayer or one longer than a plan keeps', () => {
    expect(planEncouragement('  \n ')).toBe(DEFAULT_ENCOURAGEMENT);
    expect(planEncouragement('x'.repeat(ENCOURAGEMENT_MAX))).toHaveLength(ENCOURAGEMENT_MAX);
    expect(planEncouragement('x'.repeat(ENCOURAGEMENT_MAX + 1))).toBe(DEFAULT_ENCOURAGEMENT);
  });
});
