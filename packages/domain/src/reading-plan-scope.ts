import { MAX_PLAN_DAYS, planDays, planScope } from '@reign/bible/reading-plans';
import type { CodedMessage, ReadingPlan } from '@reign/contract';
import type { ReadingPlanStartInput } from './entities/reading-plan';

// The rules of a started plan that read its days (@reign/bible's generator, about 10 KB): apart from
// the entity rules, so the device's sync code (which applies those) does not carry the generator.

/** What is wrong with a plan to start (an unknown book, too many days), as its message; null when fine. */
export function readingPlanProblem(
  input: Pick<ReadingPlanStartInput, 'planKey' | 'customBooks' | 'customDays'>,
): CodedMessage | null {
  const scope = planScope(input);
  return 'problem' in scope ? scope.problem : null;
}

/** How many days a started plan has (0 for one whose books are not known). */
export function readingPlanLength(plan: Pick<ReadingPlan, 'planKey' | 'customBooks' | 'customDays'>): number {
  const scope = planScope(plan);
  return 'problem' in scope ? 0 : Math.min(scope.days, MAX_PLAN_DAYS);
}

/** The days of a started plan: each day's passages (@reign/bible's generator). */
export const readingPlanDays = (plan: Pick<ReadingPlan, 'planKey' | 'customBooks' | 'customDays'>) =>
  planDays(plan);
