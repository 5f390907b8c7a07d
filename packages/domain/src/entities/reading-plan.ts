import type { ReadingPlan, ReadingProgress } from '@reign/contract';
import { changedLive, createdOnce, type MutationInput, type Stored, tombstone, withChanges } from './rows';

export type ReadingPlanStartInput = MutationInput<'readingPlan.start'>;
export type ReadingPlanChanges = Partial<MutationInput<'readingPlan.update'>['changes']>;
export type ReadingMark = MutationInput<'readingProgress.mark'>;

/** A new plan, active from its start date, made at `at`. A built-in plan keeps no custom books or days. */
export function newReadingPlan(input: ReadingPlanStartInput, at: string): Stored<ReadingPlan> {
  const custom = input.planKey === 'custom';
  return {
    id: input.id,
    planKey: input.planKey,
    customBooks: custom ? [...input.customBooks] : [],
    customDays: custom ? input.customDays : null,
    startDate: input.startDate,
    catchUpFrom: null,
    catchUpDays: [],
    status: 'active',
    createdAt: at,
    updatedAt: at,
    deleted: false,
  };
}

/** The plan a start makes, or null when its id is stored already (a start sent twice is one plan). */
export const readingPlanAfterStart = createdOnce(newReadingPlan);

/** Whether the plan counts toward the plans active at once. */
export const isActiveReadingPlan = (plan: Stored<ReadingPlan>) => !plan.deleted && plan.status === 'active';

/**
 * The plan with the changes given (only the keys present), or null when it is deleted (the delete
 * wins). A catch-up cleared forgets its days. (No rule here reads the plan's days: the generator
 * stays out of the device's sync code; reading-plan-scope.ts has the rules that do.)
 */
export function readingPlanAfterUpdate<R extends Stored<ReadingPlan>>(
  row: R,
  changes: ReadingPlanChanges,
  at: string,
): R | null {
  return changedLive(
    row,
    (plan) => {
      const next = withChanges<ReadingPlan, R>(plan, changes);
      if (next.catchUpFrom === null) next.catchUpDays = [];
      return next;
    },
    at,
  );
}

/** A plan's delete: its tombstone, or null when deleted already. Its progress stays (nothing read is lost). */
export function readingPlanAfterDelete<R extends Stored<ReadingPlan>>(row: R, at: string): R | null {
  return tombstone(row, at);
}

/**
 * The progress row after a tick or untick of one day: ticking makes the row (under `id`,
 * readingProgressId) or brings back an unticked one, and keeps the first date of a day ticked
 * twice; unticking makes it a tombstone. Null when nothing changes.
 */
export function progressAfterMark(
  stored: Stored<ReadingProgress> | undefined,
  id: string,
  mark: ReadingMark,
  at: string,
): Stored<ReadingProgress> | null {
  if (!mark.read) return stored ? tombstone(stored, at) : null;
  if (stored && !stored.deleted) return null;
  return {
    id: stored?.id ?? id,
    planId: mark.planId,
    day: mark.day,
    readOn: mark.readOn,
    createdAt: stored?.createdAt ?? at,
    updatedAt: at,
    deleted: false,
  };
}
