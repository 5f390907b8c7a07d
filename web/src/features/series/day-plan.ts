import {
  type ActionStepGroup,
  type CompleteDayBody,
  DEFAULT_CHALLENGES,
  entryMessages,
} from '@reign/contract';
import * as z from 'zod/mini';

export const MAX_ACTIONS = 20;

/** A series day's REIGN plan (priority 1 required, like the daily plan). */
export const dayPlanForm = z.object({
  priority1: z
    .string()
    .check(z.trim(), z.minLength(1, entryMessages.priority), z.maxLength(500, entryMessages.tooLong)),
  priority2: z.string().check(z.trim(), z.maxLength(500, entryMessages.tooLong)),
  priority3: z.string().check(z.trim(), z.maxLength(500, entryMessages.tooLong)),
  challenges: z.string().check(z.trim(), z.maxLength(5000, entryMessages.tooLong)),
});
export type DayPlanValues = z.input<typeof dayPlanForm>;
export const EMPTY_DAY_PLAN: DayPlanValues = { priority1: '', priority2: '', priority3: '', challenges: '' };

export const prioritiesOf = (v: Pick<DayPlanValues, 'priority1' | 'priority2' | 'priority3'>) => [
  v.priority1,
  v.priority2,
  v.priority3,
];

/** The action steps to save: each named priority with its actions (priorities without actions are left out). */
export function dayActionSteps(
  priorities: readonly string[],
  actions: readonly string[][],
): ActionStepGroup[] {
  const groups: ActionStepGroup[] = [];
  priorities.forEach((raw, i) => {
    const priority = raw.trim();
    const texts = (actions[i] ?? []).map((a) => a.trim()).filter(Boolean);
    if (priority && texts.length) groups.push({ priority, actions: texts.slice(0, MAX_ACTIONS) });
  });
  return groups;
}

/** Adds actions to a list, without empty texts or repeats, up to the contract's 20. */
export function addActions(list: readonly string[], more: readonly string[]): string[] {
  const next = [...list];
  for (const raw of more) {
    const text = raw.trim();
    if (!text || next.some((a) => a.toLocaleLowerCase() === text.toLocaleLowerCase())) continue;
    if (next.length >= MAX_ACTIONS) break;
    next.push(text);
  }
  return next;
}

/**
 * The body of `POST /api/series/days/complete` without the entry id: the named priorities, their
 * actions, the challenges ('No specific challenges identified.' when empty, as in a daily plan)
 * and the prayer as the encouragement.
 */
export function completeDayPayload(
  values: DayPlanValues,
  actions: readonly string[][],
  prayer: string,
): Omit<CompleteDayBody, 'seriesDailyEntryId'> {
  const named = prioritiesOf(values);
  return {
    priorities: named.map((p) => p.trim()).filter(Boolean),
    actionSteps: dayActionSteps(named, actions),
    challenges: values.challenges.trim() || DEFAULT_CHALLENGES,
    encouragement: prayer.trim(),
  };
}
