import { FREE_GOAL_LIMIT } from '@reign/domain';
import { useCallback, useState } from 'react';
import { useGoals, useIsPaidMember } from '../../data';
import { showToast } from '../../ui/toast';

export const UPGRADE_REQUIRED_MESSAGE =
  'Multiple goals require a paid membership. Upgrade to create unlimited goals!';

/**
 * The free-user rule (spec part 1 section 6): a member who is not paid and already has
 * FREE_GOAL_LIMIT goals gets 'Upgrade Required' and the upgrade prompt instead of the dialog.
 * `requestNewGoal()` answers whether the dialog may open.
 */
export function useNewGoalGate() {
  const goals = useGoals();
  const isPaid = useIsPaidMember();
  const atLimit = !isPaid && (goals?.length ?? 0) >= FREE_GOAL_LIMIT;
  const [upgradeRequested, setUpgradeRequested] = useState(false);

  const requestNewGoal = useCallback((): boolean => {
    if (!atLimit) return true;
    showToast({ title: 'Upgrade Required', message: UPGRADE_REQUIRED_MESSAGE });
    setUpgradeRequested(true);
    return false;
  }, [atLimit]);

  const dismissUpgrade = useCallback(() => setUpgradeRequested(false), []);

  return { atLimit, requestNewGoal, showUpgrade: upgradeRequested && atLimit, dismissUpgrade };
}
