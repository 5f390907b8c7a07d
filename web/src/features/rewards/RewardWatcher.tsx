import { useEffect, useRef } from 'react';
import { useEngineStatus } from '../../data';
import { useAuth } from '../../session';
import { showToast } from '../../ui/toast';
import {
  achievementToastTitle,
  knownAchievements,
  newAchievements,
  rememberAchievements,
} from './reward-news';

/**
 * Rewards you can see (issue 15): after writes reach the server (a saved plan may complete a
 * streak), the header's points are fetched again (the session's user) and each achievement this
 * device has not announced yet gets a toast, without a reload. `since`: when the app started (the
 * server's clock); achievements earned before it are not news. Renders nothing.
 */
export function RewardWatcher({ since }: { since: string }) {
  const { user, refreshUser } = useAuth();
  const pushed = useEngineStatus().pushedWrites;
  const userId = user?.id;
  const seen = useRef(0);

  useEffect(() => {
    if (userId === undefined || pushed === seen.current) return;
    seen.current = pushed;
    if (pushed === 0) return;
    let cancelled = false;
    void (async () => {
      try {
        await refreshUser({ force: true });
        // the achievements' call and schemas load with the first write that reached the server:
        // evaluating them was part of every signed-in start (docs/performance.md)
        const { fetchAchievements } = await import('./rewards-api');
        const all = await fetchAchievements();
        if (cancelled) return;
        const fresh = newAchievements(all, knownAchievements(userId), since);
        rememberAchievements(
          userId,
          all.map((a) => a.achievementId),
        );
        for (const a of fresh) {
          showToast({ title: achievementToastTitle(a), message: a.description, variant: 'success' });
        }
      } catch {
        // offline or signed out: the next pushed write looks again
        seen.current = -1;
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [userId, pushed, refreshUser, since]);

  return null;
}
