import type { DailyActionCompletion, Entry, Goal, Profile, Task } from '@reign/contract';
import { PROFILE_ID, type SyncFields } from '../db/types';
import { useOpenDataSession } from './context';
import { useLiveRows } from './live';

/** Strips `version` and `deleted` so screens get the contract's shapes. */
function plain<T extends SyncFields>(row: T): Omit<T, keyof SyncFields> {
  const { version: _v, deleted: _d, ...rest } = row;
  return rest;
}

export const DEFAULT_PROFILE: Profile = {
  bio: null,
  currentFocus: null,
  spiritualMaturity: 'growing',
  preferredMeetingTime: null,
  goals: null,
  updatedAt: null,
};

/** The goals, oldest first, without deleted ones; undefined while loading. Live. */
export function useGoals(): Goal[] | undefined {
  return useLiveRows(
    useOpenDataSession(),
    async (db) =>
      (
        await db.goals
          .orderBy('createdAt')
          .filter((g) => !g.deleted)
          .toArray()
      ).map(plain),
    [],
  );
}

/** The tasks, oldest first, without deleted ones; undefined while loading. Live. */
export function useTasks(): Task[] | undefined {
  return useLiveRows(
    useOpenDataSession(),
    async (db) =>
      (
        await db.tasks
          .orderBy('createdAt')
          .filter((t) => !t.deleted)
          .toArray()
      ).map(plain),
    [],
  );
}

/** The profile, or the server's defaults (growing, nulls) when it was never saved. Live. */
export function useProfile(): Profile | undefined {
  return useLiveRows(
    useOpenDataSession(),
    async (db) => {
      const row = await db.profile.get(PROFILE_ID);
      if (!row || row.deleted) return DEFAULT_PROFILE;
      const { id: _id, ...profile } = plain(row);
      return profile;
    },
    [],
  );
}

/** The daily plans, newest date first. Live. */
export function useEntries(): Entry[] | undefined {
  return useLiveRows(
    useOpenDataSession(),
    async (db) =>
      (
        await db.entries
          .orderBy('date')
          .reverse()
          .filter((e) => !e.deleted)
          .toArray()
      ).map(plain),
    [],
  );
}

/** The action completions of one Central date. Live. */
export function useDailyActions(date: string): DailyActionCompletion[] | undefined {
  return useLiveRows(
    useOpenDataSession(),
    async (db) =>
      (
        await db.dailyActions
          .where('date')
          .equals(date)
          .filter((d) => !d.deleted)
          .toArray()
      ).map(plain),
    [date],
  );
}

/** The day's scripture as last fetched (GET /api/today-scripture, stored by the 1 AM refresh), or null. Live. */
export function useCachedScripture(date: string): unknown | null | undefined {
  return useLiveRows(useOpenDataSession(), async (db) => (await db.scriptures.get(date))?.data ?? null, [
    date,
  ]);
}
