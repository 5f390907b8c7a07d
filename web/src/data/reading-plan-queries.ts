import type { ReadingPlan, ReadingProgress } from '@reign/contract';
import type { SyncFields } from '@reign/sync/device/types';
import { useOpenDataSession } from './context';
import { useFirstSyncSettled } from './first-sync';
import { useSharedLiveRows } from './shared-live';

/** A started reading plan with the days read of it (issue 38). */
export interface ReadingPlanView {
  plan: ReadingPlan;
  progress: ReadingProgress[];
}

function plain<T extends SyncFields>(row: T): Omit<T, keyof SyncFields> {
  const { version: _v, deleted: _d, ...rest } = row;
  return rest;
}

/**
 * The reading plans on this device (a guest's too), oldest first, each with its days read, without
 * deleted ones; undefined while loading. Live.
 */
export function useReadingPlans(): ReadingPlanView[] | undefined {
  const session = useOpenDataSession();
  const views = useSharedLiveRows(session, 'readingPlans', async (db) => {
    const plans = (await db.readingPlans.orderBy('createdAt').toArray()).filter((p) => !p.deleted);
    const progress = (await db.readingProgress.toArray()).filter((r) => !r.deleted).map(plain);
    return plans.map((p) => ({
      plan: plain(p),
      progress: progress.filter((r) => r.planId === p.id).sort((a, b) => a.day - b.day),
    }));
  });
  return useFirstSyncSettled(session) ? views : undefined;
}
