import type {
  Conflict,
  ConflictEntity,
  DailyActionCompletion,
  Entry,
  Goal,
  Note,
  Prayer,
  Profile,
  Task,
} from '@reign/contract';
import { DEFAULT_PROFILE } from '@reign/domain';
import { PROFILE_ID, type SyncFields } from '@reign/sync/device/types';
import { useOpenDataSession } from './context';
import { useFirstSyncSettled } from './first-sync';
import { useLiveRows } from './live';
import { useSharedLiveRows } from './shared-live';

/**
 * The live rows of a read, without tombstones. The rows are read whole (IndexedDB's getAll, one
 * request) and filtered here: Dexie's `.filter()` walks a cursor, one request per row, which made
 * a thousand tasks take hundreds of milliseconds to read.
 */
function live<T extends SyncFields>(rows: T[]): Omit<T, keyof SyncFields>[] {
  const out: Omit<T, keyof SyncFields>[] = [];
  for (const row of rows) if (!row.deleted) out.push(plain(row));
  return out;
}

/** Strips `version` and `deleted` so screens get the contract's shapes. */
function plain<T extends SyncFields>(row: T): Omit<T, keyof SyncFields> {
  const { version: _v, deleted: _d, ...rest } = row;
  return rest;
}

/** A list of the account's rows, or undefined (loading) while a new device's first sync is on its way. */
function useSettled<T>(rows: T | undefined): T | undefined {
  return useFirstSyncSettled(useOpenDataSession()) ? rows : undefined;
}

/** The profile before the first save: the domain's defaults, as the server answers them. */
export { DEFAULT_PROFILE };

/** The goals, oldest first, without deleted ones; undefined while loading. Live. */
export function useGoals(): Goal[] | undefined {
  return useSettled(
    useSharedLiveRows(useOpenDataSession(), 'goals', async (db) =>
      live(await db.goals.orderBy('createdAt').toArray()),
    ),
  );
}

/** The prayer requests, oldest first, without deleted ones; undefined while loading. Live. */
export function usePrayers(): Prayer[] | undefined {
  return useSettled(
    useSharedLiveRows(useOpenDataSession(), 'prayers', async (db) =>
      live(await db.prayers.orderBy('createdAt').toArray()),
    ),
  );
}

/** The tasks, oldest first, without deleted ones; undefined while loading. Live. */
export function useTasks(): Task[] | undefined {
  return useSettled(
    useSharedLiveRows(useOpenDataSession(), 'tasks', async (db) =>
      live(await db.tasks.orderBy('createdAt').toArray()),
    ),
  );
}

/**
 * The profile, or the server's defaults (growing, WEB, nulls) when it was never saved. Live.
 * `openGuest: false`: a guest's database is not opened for it (undefined until something else opens it).
 */
export function useProfile({ openGuest = true }: { openGuest?: boolean } = {}): Profile | undefined {
  return useLiveRows(
    useOpenDataSession(openGuest),
    async (db) => {
      const row = await db.profile.get(PROFILE_ID);
      if (!row || row.deleted) return DEFAULT_PROFILE;
      const { id: _id, ...profile } = plain(row);
      return profile;
    },
    [],
  );
}

/**
 * The daily plans, newest date first. Live. `openGuest: false`: a guest's database is not opened
 * for them (undefined until something else opens it).
 */
export function useEntries({ openGuest = true }: { openGuest?: boolean } = {}): Entry[] | undefined {
  const session = useOpenDataSession(openGuest);
  const rows = useSharedLiveRows(session, 'entries', async (db) =>
    live(await db.entries.orderBy('date').toArray()).reverse(),
  );
  return useFirstSyncSettled(session) ? rows : undefined;
}

/** The action completions of one Central date. Live. */
export function useDailyActions(date: string): DailyActionCompletion[] | undefined {
  return useLiveRows(
    useOpenDataSession(),
    async (db) => live(await db.dailyActions.where('date').equals(date).toArray()),
    [date],
  );
}

/** The day's scripture as last fetched (GET /api/today-scripture, stored by the 1 AM refresh), or null. Live. */
export function useCachedScripture(date: string): unknown | null | undefined {
  return useLiveRows(useOpenDataSession(), async (db) => (await db.scriptures.get(date))?.data ?? null, [
    date,
  ]);
}

/**
 * A conflict with the row it is about, as it is now (docs/sync-protocol.md, 'Conflicts'), and
 * whether its other version came from this device (one it kept itself, or one its push brought).
 */
export type ConflictView = {
  [E in ConflictEntity]: { entity: E; conflict: Conflict; row: ConflictRowOf[E]; fromHere: boolean };
}[ConflictEntity];
interface ConflictRowOf {
  entries: Entry;
  goals: Goal;
  tasks: Task;
  prayers: Prayer;
  notes: Note;
}

/**
 * The conflicts waiting for the person's choice, oldest first, each with its row (one whose row was
 * deleted meanwhile is left out: the delete won); undefined while loading. Live.
 */
export function useConflicts(): ConflictView[] | undefined {
  return useLiveRows(
    useOpenDataSession(),
    async (db) => {
      const views: ConflictView[] = [];
      const clientId = (await db.meta.get('clientId'))?.value;
      const stored = (await db.conflicts.toArray()).filter((c) => !c.deleted);
      stored.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
      for (const c of stored) {
        const table = db[c.entity] as unknown as { get(id: string): Promise<SyncFields | undefined> };
        const row = await table.get(c.rowId);
        // version 0: kept here by this device's own write, not yet the server's
        const fromHere = c.version === 0 || (!!c.clientId && c.clientId === clientId);
        if (row && !row.deleted)
          views.push({ entity: c.entity, conflict: plain(c), row: plain(row), fromHere } as ConflictView);
      }
      return views;
    },
    [],
  );
}
