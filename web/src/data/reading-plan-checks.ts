import { MAX_ACTIVE_READING_PLANS, type ReadingPlanStartBody, readingPlanMessages } from '@reign/contract';
import { readingPlanProblem } from '@reign/domain';
import type { ReignDb } from '../db/database';

/**
 * What stops a plan from starting on this device, in the server's words (a plan of one's own that
 * names its problem, the active plans at once), so a guest and an offline member are told at once
 * rather than by a refusal later; null when it can start.
 */
export async function readingPlanStartProblem(
  db: ReignDb,
  values: ReadingPlanStartBody,
): Promise<string | null> {
  const problem = readingPlanProblem({
    planKey: values.planKey,
    customBooks: values.customBooks ?? [],
    customDays: values.customDays ?? null,
  });
  if (problem) return problem;
  const active = (await db.readingPlans.where('status').equals('active').toArray()).filter((p) => !p.deleted);
  return active.length >= MAX_ACTIVE_READING_PLANS ? readingPlanMessages.tooManyActive : null;
}
