import { useLingui } from '@lingui/react/macro';
import { type CodedMessage, MAX_ACTIVE_READING_PLANS, type ReadingPlanStartBody } from '@reign/contract';
import { readingPlanProblem } from '@reign/domain';
import { useMutations } from '../../data';
import { useDataSession } from '../../data/context';
// not through data/index: the entry's chunk would carry it (docs/performance.md)
import { useReadingPlans } from '../../data/reading-plan-queries';
import { readingPlanWords } from '../../i18n/shared/words/bible';
import { sayIn } from '../../i18n/shared/words/say';
import { attempt, showToast } from '../../ui/toast';

/**
 * Starts a plan after the server's own checks, made here first (a plan of one's own that names its
 * problem, the active plans at once), so a guest and an offline member are told at once rather
 * than by a refusal later. Resolves the new plan's id, or null when it did not start.
 */
export function useStartPlan() {
  const { t, i18n } = useLingui();
  const FAILED = t`Could not start the plan`;
  const views = useReadingPlans();
  const session = useDataSession();
  const { startReadingPlan } = useMutations();
  return async (values: ReadingPlanStartBody, started: string): Promise<string | null> => {
    // while the plans on screen load, the device's own count (never 'none' for want of a list)
    const active = views
      ? views.filter((v) => v.plan.status === 'active').length
      : ((await session?.db.readingPlans.filter((p) => !p.deleted && p.status === 'active').count()) ?? 0);
    const problem: CodedMessage | null =
      readingPlanProblem({
        planKey: values.planKey,
        customBooks: values.customBooks ?? [],
        customDays: values.customDays ?? null,
      }) ?? (active >= MAX_ACTIVE_READING_PLANS ? { code: 'readingPlan.tooManyActive' } : null);
    if (problem) {
      showToast({ title: FAILED, message: sayIn(i18n, readingPlanWords, problem), variant: 'error' });
      return null;
    }
    let id: string | null = null;
    await attempt(
      async () => {
        id = (await startReadingPlan(values)).id;
      },
      () => ({ title: t`Plan started`, message: started }),
      FAILED,
    );
    return id;
  };
}
