import type { StreakHistory } from '@reign/domain';
import { useMemo } from 'react';
import { useOpenDataSession } from './context';
import { useEntries } from './queries';
import { useSharedLiveRows } from './shared-live';

/**
 * The person's history as this device has it, which the domain's one streak (`streakOf`) counts:
 * their live plans and the days of reading plans they read (issue 38; a deleted plan's days stay
 * read). A device cannot know which days the server recorded in time, so it leaves that out
 * (docs/decisions.md 'Streaks'). Undefined while loading, and on a new device until its first sync
 * (as `useEntries`). Live.
 */
export function useStreakHistory(): StreakHistory | undefined {
  const plans = useEntries();
  const readingDays = useSharedLiveRows(useOpenDataSession(), 'readingDays', async (db) =>
    (await db.readingProgress.toArray()).filter((r) => !r.deleted).map((r) => ({ readOn: r.readOn })),
  );
  return useMemo(() => (plans && readingDays ? { plans, readingDays } : undefined), [plans, readingDays]);
}
