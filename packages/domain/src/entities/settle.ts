import type { ConflictChoice, Entry, Goal, Note, Prayer, Task } from '@reign/contract';
import { bothTexts, conflictAfterResolve, type StoredConflict } from './conflict';
import { type PlanContent, planContent } from './entry';
import { goalAfterUpdate } from './goal';
import { entryWithContent, planAfterChoice } from './plan-choice';
import { prayerAfterUpdate } from './prayer';
import type { Stored } from './rows';
import { sameValue } from './same-value';
import { noteAfterUpdate } from './study';
import { taskAfterUpdate } from './task';

/** The person's choice over a conflict, as the 'conflict.resolve' mutation carries it. */
export interface Choice {
  keep: ConflictChoice;
  /** for a plan kept 'both': the priorities to keep */
  priorities?: readonly string[] | undefined;
}

/** The rows a conflict is about, by its entity. */
export interface ConflictRows {
  entries: Stored<Entry>;
  goals: Stored<Goal>;
  tasks: Stored<Task>;
  prayers: Stored<Prayer>;
  notes: Stored<Note>;
}

/** What settling a conflict writes: the row as chosen (null: unchanged), and the conflict's tombstone. */
export interface Settled<R> {
  row: R | null;
  /** the text changes of the row (null for a plan or none): checked with the entity's update schema */
  changes: Record<string, unknown> | null;
  conflict: StoredConflict | null;
}

/**
 * Settles a conflict as the person chose, over its row as stored now (undefined or deleted: the
 * conflict just goes). A plan takes the chosen content (`planAfterChoice`); a goal, task or prayer
 * request the chosen texts through its own update rule, so every rule of an edit holds.
 */
export function settleConflict<E extends keyof ConflictRows>(
  conflict: StoredConflict & { entity: E },
  row: ConflictRows[E] | undefined,
  choice: Choice,
  at: string,
): Settled<ConflictRows[E]> {
  const gone = conflictAfterResolve(conflict, at);
  if (!gone) return { row: null, changes: null, conflict: null };
  if (!row || row.deleted || choice.keep === 'current') return { row: null, changes: null, conflict: gone };
  if (conflict.entity === 'entries') {
    const plan = row as Stored<Entry>;
    const current = planContent(plan);
    const content = planAfterChoice(current, conflict.values as PlanContent, choice.keep, choice.priorities);
    const next = sameValue(content, current) ? null : entryWithContent(plan, content, at);
    return { row: next as ConflictRows[E] | null, changes: null, conflict: gone };
  }
  const changes = choice.keep === 'other' ? { ...conflict.values } : bothTexts(row, conflict.values);
  const next =
    conflict.entity === 'goals'
      ? goalAfterUpdate(row as Stored<Goal>, changes, at)
      : conflict.entity === 'tasks'
        ? taskAfterUpdate(row as Stored<Task>, changes, at)
        : conflict.entity === 'prayers'
          ? prayerAfterUpdate(row as Stored<Prayer>, changes, at)
          : noteAfterUpdate(row as Stored<Note>, changes as { text?: string }, at);
  return { row: next as ConflictRows[E] | null, changes, conflict: gone };
}
