import { mutationArgs } from '@reign/contract';
import { completionId, readingProgressId } from '@reign/domain';
import type { ReignDb } from '../device/database';
import type {
  BookmarkRow,
  ConflictRow,
  DailyActionRow,
  EntryRow,
  GoalRow,
  HighlightRow,
  NoteRow,
  PrayerRow,
  ProfileRow,
  QueuedMutation,
  ReadingPlanRow,
  ReadingProgressRow,
  TaskRow,
} from '../device/types';

/** One mutation as the local apply sees it: its own id, and its time (the device's, kept in the outbox). */
export interface LocalWrite {
  id: string;
  at: string;
}

/** The synced rows by table: what `decide` reads and writes. */
export type Rows = {
  goals: GoalRow;
  tasks: TaskRow;
  entries: EntryRow;
  dailyActions: DailyActionRow;
  profile: ProfileRow;
  prayers: PrayerRow;
  conflicts: ConflictRow;
  readingPlans: ReadingPlanRow;
  readingProgress: ReadingProgressRow;
  highlights: HighlightRow;
  notes: NoteRow;
  bookmarks: BookmarkRow;
};
type RowTable<R> = { get(id: string): Promise<R | undefined>; put(row: R): Promise<unknown> };

/**
 * Reads one row, lets a domain rule decide, and writes what the rule answers (nothing for null or
 * for a change of a row that is not here), keeping the row's version (0 for a row made here).
 */
export async function decide<T extends keyof Rows>(
  db: ReignDb,
  table: T,
  id: string,
  rule: (stored: Rows[T] | undefined) => Omit<Rows[T], 'version'> | null | undefined,
): Promise<void> {
  const rows = db[table] as unknown as RowTable<Rows[T]>;
  const stored = await rows.get(id);
  const next = rule(stored);
  if (next) await rows.put({ ...next, version: stored?.version ?? 0 } as Rows[T]);
}

/** The completion ids a set of mutations needs, computed before a transaction (hashing is async). */
export type CompletionIds = Map<string, string>;
export const completionKey = (entryId: string, priority: string, text: string) =>
  JSON.stringify([entryId, priority, text]);
/** The key of a reading plan's day among the ids (readingProgressId). */
export const readingKey = (planId: string, day: number) => JSON.stringify(['reading', planId, day]);

export async function completionIdsFor(mutations: readonly Pick<QueuedMutation, 'name' | 'args'>[]) {
  const ids: CompletionIds = new Map();
  for (const m of mutations) {
    if (m.name === 'readingProgress.mark') {
      const mark = mutationArgs['readingProgress.mark'].safeParse(m.args);
      if (!mark.success) continue;
      const key = readingKey(mark.data.planId, mark.data.day);
      if (!ids.has(key)) ids.set(key, await readingProgressId(mark.data.planId, mark.data.day));
      continue;
    }
    if (m.name !== 'dailyActions.save') continue;
    const parsed = mutationArgs['dailyActions.save'].safeParse(m.args);
    if (!parsed.success) continue;
    for (const a of parsed.data.actions) {
      const key = completionKey(parsed.data.entryId, a.priority, a.text);
      if (!ids.has(key)) ids.set(key, await completionId(parsed.data.entryId, a.priority, a.text));
    }
  }
  return ids;
}
