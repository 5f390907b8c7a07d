import type { DailyActionCompletion, Entry } from '@reign/contract';
import type { PlanActionRef } from '@reign/sync/client/mutations';

/** One action of a plan, with the priority (group) it belongs to. */
export interface PlanAction {
  /** unique within the entry: priority and text */
  key: string;
  text: string;
  priority: string;
}

export const actionKey = (priority: string, text: string) => `${priority}\u0000${text}`;

/**
 * The actions of an entry in their order; completions are keyed per entry, action text and
 * priority, so the same text twice in one group counts once.
 */
export function planActions(entry: Entry): PlanAction[] {
  const seen = new Set<string>();
  const actions: PlanAction[] = [];
  for (const group of entry.actionSteps) {
    for (const text of group.actions) {
      const key = actionKey(group.priority, text);
      if (seen.has(key) || !text.trim()) continue;
      seen.add(key);
      actions.push({ key, text, priority: group.priority });
    }
  }
  return actions;
}

/** The keys of the actions of `entryId` saved as completed. */
export function completedKeys(
  completions: readonly DailyActionCompletion[] | undefined,
  entryId: string,
): Set<string> {
  const keys = new Set<string>();
  for (const c of completions ?? []) {
    if (c.entryId === entryId && c.isCompleted) keys.add(actionKey(c.priority, c.actionText));
  }
  return keys;
}

/**
 * The actions whose checked state differs between `before` and `after` (keys of `planActions`),
 * each with its new state: what `setActionDone` sends, one mutation per toggled action.
 */
export function toggledActions(
  entry: Entry,
  before: ReadonlySet<string>,
  after: ReadonlySet<string>,
): { action: PlanActionRef; done: boolean }[] {
  return planActions(entry)
    .filter((a) => before.has(a.key) !== after.has(a.key))
    .map((a) => ({
      action: { entryId: entry.id, date: entry.date, priority: a.priority, text: a.text },
      done: after.has(a.key),
    }));
}

/** Completed out of all, and the rounded percentage (0 without actions). */
export function progressOf(total: number, done: number): { done: number; total: number; percent: number } {
  return { done, total, percent: total === 0 ? 0 : Math.round((done / total) * 100) };
}
