import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { goalMessages } from '@reign/contract/goal-labels';
import { mayCreateGoal } from '@reign/domain';
import { useCallback, useState } from 'react';
import { useGoals, useIsPaidMember } from '../../data';
import { showToast } from '../../ui/toast';

/** The server's own text for the free goal limit, shown before asking it. */
export const UPGRADE_REQUIRED_MESSAGE = goalMessages.freeLimit;
/** The same words through the catalogue (goal-labels.ts's freeLimit, word for word: a test checks). */
const FREE_LIMIT = msg`Multiple goals require a paid membership. Upgrade to create unlimited goals!`;

/**
 * The free-user rule (spec part 1 section 6, the domain's `mayCreateGoal`, as the server checks
 * it): a member who may not make another goal gets 'Upgrade Required' and the upgrade prompt
 * instead of the dialog. `requestNewGoal()` answers whether the dialog may open.
 */
export function useNewGoalGate() {
  const { t, i18n } = useLingui();
  const goals = useGoals();
  const isPaid = useIsPaidMember();
  const atLimit = !mayCreateGoal(isPaid, goals ?? []);
  const [upgradeRequested, setUpgradeRequested] = useState(false);

  const requestNewGoal = useCallback((): boolean => {
    if (!atLimit) return true;
    showToast({ title: t`Upgrade Required`, message: i18n._(FREE_LIMIT) });
    setUpgradeRequested(true);
    return false;
  }, [atLimit, t, i18n]);

  const dismissUpgrade = useCallback(() => setUpgradeRequested(false), []);

  return { atLimit, requestNewGoal, showUpgrade: upgradeRequested && atLimit, dismissUpgrade };
}
