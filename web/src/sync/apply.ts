import { type MutationName, mutationArgs } from '@reign/contract';
import {
  actionMarks,
  completionAfterMark,
  completionId,
  entryAfterCreate,
  GOAL_DELETE_CASCADE,
  goalAfterCreate,
  goalAfterDelete,
  goalAfterUpdate,
  prayerAfterCreate,
  prayerAfterDelete,
  prayerAfterUpdate,
  profileAfterSave,
  taskAfterComplete,
  taskAfterCreate,
  taskAfterDelete,
  taskAfterUpdate,
} from '@reign/domain';
import Dexie from 'dexie';
import type { ReignDb } from '../db/database';
import {
  type DailyActionRow,
  type EntryRow,
  type GoalRow,
  PROFILE_ID,
  type PrayerRow,
  type ProfileRow,
  type QueuedMutation,
  type TaskRow,
} from '../db/types';

/**
 * The local half of every mutation: what it does to this device's rows. It holds no rule of its
 * own: each mutation reads the rows, asks the same domain rule the server's services ask
 * (@reign/domain entities), and writes the answer (docs/sync-protocol.md). It runs when the person
 * makes the change and again, in outbox order, on top of every pulled page while the mutation is
 * still pending, so it must be deterministic: the same state and mutation always give the same
 * rows (`at` is the mutation's createdAt, never the clock at re-apply time).
 */

/** The first validation message, as the forms show it. */
export function validationMessage(error: { issues: readonly { message: string }[] }): string {
  return error.issues[0]?.message ?? 'This change is not valid.';
}

/** Parses a mutation's arguments with the contract's schema; throws an Error with the first message. */
export function parseArgs<N extends MutationName>(name: N, args: unknown) {
  const parsed = mutationArgs[name].safeParse(args);
  if (!parsed.success) throw new Error(validationMessage(parsed.error));
  return parsed.data as import('zod').output<(typeof mutationArgs)[N]>;
}

/** The completion ids a set of mutations needs, computed before a transaction (hashing is async). */
export type CompletionIds = Map<string, string>;
const completionKey = (entryId: string, priority: string, text: string) =>
  JSON.stringify([entryId, priority, text]);

export async function completionIdsFor(mutations: readonly Pick<QueuedMutation, 'name' | 'args'>[]) {
  const ids: CompletionIds = new Map();
  for (const m of mutations) {
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

type Local = Pick<QueuedMutation, 'name' | 'args' | 'createdAt'>;
/** The synced rows by table: what `decide` reads and writes. */
type Rows = {
  goals: GoalRow;
  tasks: TaskRow;
  entries: EntryRow;
  dailyActions: DailyActionRow;
  profile: ProfileRow;
  prayers: PrayerRow;
};
type RowTable<R> = { get(id: string): Promise<R | undefined>; put(row: R): Promise<unknown> };

/**
 * Reads one row, lets a domain rule decide, and writes what the rule answers (nothing for null or
 * for a change of a row that is not here), keeping the row's version (0 for a row made here).
 */
async function decide<T extends keyof Rows>(
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

/** This device's live plan for a date (the oldest, should older data hold two). */
async function liveEntryOn(db: ReignDb, date: string): Promise<EntryRow | undefined> {
  const rows = await db.entries.where('date').equals(date).toArray();
  return rows.filter((r) => !r.deleted).sort((x, y) => x.createdAt.localeCompare(y.createdAt))[0];
}

/** Applies one mutation to the entity tables. Call inside a read-write transaction over them. */
export async function applyLocal(db: ReignDb, m: Local, ids: CompletionIds): Promise<void> {
  const at = m.createdAt;
  switch (m.name) {
    case 'goal.create': {
      const a = parseArgs('goal.create', m.args);
      return decide(db, 'goals', a.id, (row) => goalAfterCreate(row, a, at));
    }
    case 'goal.update': {
      const a = parseArgs('goal.update', m.args);
      return decide(db, 'goals', a.id, (row) => row && goalAfterUpdate(row, a.changes, at));
    }
    case 'goal.delete': {
      const a = parseArgs('goal.delete', m.args);
      const goal = await db.goals.get(a.id);
      if (!goal) return;
      const { table, key } = GOAL_DELETE_CASCADE;
      const removed = goalAfterDelete(goal, await db[table].where(key).equals(a.id).toArray(), at);
      if (!removed) return;
      await db.goals.put(removed.goal);
      await db[table].bulkPut(removed.tasks);
      return;
    }
    case 'task.create': {
      const a = parseArgs('task.create', m.args);
      return decide(db, 'tasks', a.id, (row) => taskAfterCreate(row, a, at));
    }
    case 'task.update': {
      const a = parseArgs('task.update', m.args);
      return decide(db, 'tasks', a.id, (row) => row && taskAfterUpdate(row, a.changes, at));
    }
    case 'task.delete': {
      const a = parseArgs('task.delete', m.args);
      return decide(db, 'tasks', a.id, (row) => row && taskAfterDelete(row, at));
    }
    case 'task.complete':
    case 'task.uncomplete': {
      const a = parseArgs(m.name, m.args);
      const done = m.name === 'task.complete';
      return decide(db, 'tasks', a.id, (row) => row && taskAfterComplete(row, done, at));
    }
    case 'entry.create': {
      const a = parseArgs('entry.create', m.args);
      // one plan per date: a save for a date that has a plan here (under any id) updates it, as on the server
      const stored = (await db.entries.get(a.id)) ?? (await liveEntryOn(db, a.date));
      const next = entryAfterCreate(stored, a, at);
      if (next) await db.entries.put({ ...next, version: stored?.version ?? 0 });
      return;
    }
    case 'profile.update': {
      const a = parseArgs('profile.update', m.args);
      return decide(db, 'profile', PROFILE_ID, (row) => ({
        ...profileAfterSave(row, a, at),
        id: PROFILE_ID,
        deleted: false,
      }));
    }
    case 'prayer.create': {
      const a = parseArgs('prayer.create', m.args);
      return decide(db, 'prayers', a.id, (row) => prayerAfterCreate(row, a, at));
    }
    case 'prayer.update': {
      const a = parseArgs('prayer.update', m.args);
      return decide(db, 'prayers', a.id, (row) => row && prayerAfterUpdate(row, a.changes, at));
    }
    case 'prayer.delete': {
      const a = parseArgs('prayer.delete', m.args);
      return decide(db, 'prayers', a.id, (row) => row && prayerAfterDelete(row, at));
    }
    case 'dailyActions.save': {
      const a = parseArgs('dailyActions.save', m.args);
      for (const mark of actionMarks(a)) {
        // Prepared before the transaction; a mutation queued meanwhile is hashed here, with the
        // transaction kept alive while it waits.
        const id =
          ids.get(completionKey(mark.entryId, mark.priority, mark.text)) ??
          (await Dexie.waitFor(completionId(mark.entryId, mark.priority, mark.text)));
        await decide(db, 'dailyActions', id, (row) => completionAfterMark(row, id, mark, at));
      }
      return;
    }
  }
}
