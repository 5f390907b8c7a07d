import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ActionStepGroup, Goal, Task } from '@reign/contract';
import { compareGoalTasks, isGoalCompleted } from '@reign/domain';

/** Spec part 1 section 9. */
export const STEP_COUNT = 5;
export const MAX_GOAL_CARDS = 6;
export const MAX_TASKS_PER_GOAL = 3;
export const MAX_ACTIONS_FROM_TASKS = 5;
/** The contract's limit for one action-step group. */
export const MAX_ACTIONS_PER_GROUP = 20;
export const PRIORITY_EMPTY = 'Priority cannot be empty';

export type Priorities = [string, string, string];
export const EMPTY_PRIORITIES: Priorities = ['', '', ''];

/** One action in the wizard (spec part 1 section 3): id, text and the completed (checked) flag. */
export interface WizardAction {
  id: string;
  text: string;
  completed: boolean;
  /** the goal task it came from */
  taskId?: string;
}

/** The actions of one priority slot. */
export interface ActionGroupState {
  /** the priority text these actions were made for (a changed priority starts over) */
  priority: string;
  /** the goal's tasks chosen as actions */
  taskActions: WizardAction[];
  /** generated steps (unchecked) and added ones (checked); null until generated */
  custom: WizardAction[] | null;
  /** the generated steps came from the built-in list because the device was offline */
  customOffline: boolean;
}

export const emptyGroup = (priority: string): ActionGroupState => ({
  priority,
  taskActions: [],
  custom: null,
  customOffline: false,
});

/** The priorities form's values (its zod schema is `prioritiesForm` in `priorities-form.ts`). */
export interface PrioritiesFormValues {
  priority1: string;
  priority2: string;
  priority3: string;
}

/** Continue on Establish is disabled while priority 1 is empty. */
export function canContinueFromPriorities(priorities: readonly string[]): boolean {
  return (priorities[0] ?? '').trim().length > 0;
}

/**
 * The hint under the priorities while goal cards show (issue 15), speaking to how many active goals
 * the person has: each slot is a goal or typed text.
 */
export function establishHint(goalCount: number, i18n: I18n): string {
  if (goalCount === 1) return i18n._(msg`Pick your goal for one priority and type the other two.`);
  if (goalCount === 2) {
    return i18n._(msg`Pick your two goals and type the third priority, or type any of them.`);
  }
  return i18n._(msg`Pick up to three of your goals, or type any priority yourself.`);
}

/** Active goals (no completedAt, progress under 100), the first 6 as cards. */
export function goalCards(goals: readonly Goal[]): Goal[] {
  return goals.filter((g) => !g.completedAt && !isGoalCompleted(g)).slice(0, MAX_GOAL_CARDS);
}

const sameText = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** Whether a goal's title already fills a priority slot (its card is then disabled). */
export function isGoalUsed(priorities: readonly string[], goal: Goal): boolean {
  return priorities.some((p) => p.trim() && sameText(p, goal.title));
}

/** Puts a text in the first empty slot; unchanged when all three are full. */
export function fillFirstEmpty(priorities: Priorities, text: string): Priorities {
  const index = priorities.findIndex((p) => !p.trim());
  if (index < 0) return priorities;
  const next = [...priorities] as Priorities;
  next[index] = text;
  return next;
}

/** The active goal whose title a priority names, if any. */
export function goalForPriority(goals: readonly Goal[], priority: string): Goal | undefined {
  if (!priority.trim()) return undefined;
  return goals.find((g) => !g.completedAt && sameText(g.title, priority));
}

/** Up to 3 open tasks of a goal: due date ascending, undated last. */
export function openTasksOf(tasks: readonly Task[], goalId: string): Task[] {
  return tasks
    .filter((t) => t.goalId === goalId && !t.completedAt)
    .sort(compareGoalTasks)
    .slice(0, MAX_TASKS_PER_GOAL);
}

/**
 * Clicking a task adds it as an action or removes it again; a group holds at most 5 actions
 * from tasks (`blocked` then).
 */
export function toggleTaskAction(
  actions: readonly WizardAction[],
  task: Pick<Task, 'id' | 'title'>,
): { actions: WizardAction[]; blocked: boolean } {
  if (actions.some((a) => a.taskId === task.id)) {
    return { actions: actions.filter((a) => a.taskId !== task.id), blocked: false };
  }
  if (actions.length >= MAX_ACTIONS_FROM_TASKS) return { actions: [...actions], blocked: true };
  return {
    actions: [...actions, { id: `task-${task.id}`, text: task.title, completed: true, taskId: task.id }],
    blocked: false,
  };
}

/** How a priority's actions are chosen on the Initiate step. */
export type GroupKind = 'goal' | 'custom';

/** One filled priority slot of the Initiate step: its goal (when the priority names one) and how actions are chosen. */
export interface InitiateSlot {
  index: number;
  priority: string;
  goal: Goal | undefined;
  kind: GroupKind;
}

/**
 * A priority that names a goal picks from the goal's tasks, unless the person switched to
 * generated custom actions; every other priority gets generated actions.
 */
export function groupKind(goal: Goal | undefined, actionMode: 'tasks' | 'custom'): GroupKind {
  return goal && actionMode === 'tasks' ? 'goal' : 'custom';
}

export interface PlanGroupInput {
  priority: string;
  kind: GroupKind;
  group: ActionGroupState | undefined;
}

/**
 * The action steps saved with the plan (spec part 1 section 5): the chosen goal tasks and the
 * checked custom actions, whichever view the priority is in (issue 15: switching to generated
 * actions never drops the goal tasks already chosen), each text once; groups without actions are
 * dropped.
 */
export function planActionSteps(inputs: readonly PlanGroupInput[]): ActionStepGroup[] {
  const groups: ActionStepGroup[] = [];
  for (const { priority, group } of inputs) {
    if (!priority.trim() || !group) continue;
    const actions = [
      ...group.taskActions.map((a) => a.text),
      ...(group.custom ?? []).filter((a) => a.completed).map((a) => a.text),
    ];
    const texts = [...new Set(actions.map((a) => a.trim()).filter(Boolean))].slice(0, MAX_ACTIONS_PER_GROUP);
    if (texts.length) groups.push({ priority: priority.trim(), actions: texts });
  }
  return groups;
}

export function countActions(groups: readonly ActionStepGroup[]): number {
  return groups.reduce((n, g) => n + g.actions.length, 0);
}
