import { type MutationName, mutationArgs } from '@reign/contract';
import { completionId } from '@reign/domain';
import Dexie from 'dexie';
import type { ReignDb } from '../db/database';
import {
  type DailyActionRow,
  type GoalRow,
  PROFILE_ID,
  type QueuedMutation,
  type TaskRow,
} from '../db/types';

/**
 * The local half of every mutation: what it does to this device's rows, mirroring the server's
 * services (docs/sync-protocol.md). It runs when the person makes the change and again, in outbox
 * order, on top of every pulled page while the mutation is still pending, so it must be
 * deterministic: the same state and mutation always give the same rows (times come from the
 * mutation's createdAt, never from the clock at re-apply time).
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

/** The keys the caller actually sent: an update changes only those (a parsed object fills in nulls). */
function sentKeys(raw: unknown): Set<string> {
  return new Set(raw && typeof raw === 'object' ? Object.keys(raw) : []);
}
function pick<T extends object>(parsed: T, raw: unknown): Partial<T> {
  const keys = sentKeys(raw);
  return Object.fromEntries(Object.entries(parsed).filter(([k]) => keys.has(k))) as Partial<T>;
}
function rawChanges(args: unknown): unknown {
  return args && typeof args === 'object' ? (args as { changes?: unknown }).changes : undefined;
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

/** Applies one mutation to the entity tables. Call inside a read-write transaction over them. */
export async function applyLocal(db: ReignDb, m: Local, ids: CompletionIds): Promise<void> {
  const at = m.createdAt;
  switch (m.name) {
    case 'goal.create': {
      const a = parseArgs('goal.create', m.args);
      if (await db.goals.get(a.id)) return; // the same id again is the same goal
      const row: GoalRow = {
        id: a.id,
        title: a.title,
        description: a.description,
        category: a.category,
        season: a.season,
        priority: a.priority,
        targetDate: a.targetDate,
        startDate: null,
        progressPercentage: 0,
        completedAt: null,
        isActive: true,
        createdAt: at,
        updatedAt: at,
        version: 0,
        deleted: false,
      };
      await db.goals.add(row);
      return;
    }
    case 'goal.update': {
      const a = parseArgs('goal.update', m.args);
      const row = await db.goals.get(a.id);
      if (!row || row.deleted) return; // a delete wins over a later update
      const changes = pick(a.changes, rawChanges(m.args));
      const next: GoalRow = { ...row, ...changes, updatedAt: at };
      const p = changes.progressPercentage;
      if (p !== undefined) next.completedAt = p >= 100 ? (row.completedAt ?? at) : null;
      await db.goals.put(next);
      return;
    }
    case 'goal.delete': {
      const a = parseArgs('goal.delete', m.args);
      await db.goals.update(a.id, { deleted: true, updatedAt: at });
      await db.tasks.where('goalId').equals(a.id).modify({ deleted: true, updatedAt: at });
      return;
    }
    case 'task.create': {
      const a = parseArgs('task.create', m.args);
      if (await db.tasks.get(a.id)) return;
      const row: TaskRow = {
        id: a.id,
        goalId: a.goalId ?? null,
        title: a.title,
        description: a.description,
        category: a.category,
        priority: a.priority,
        scheduledDate: a.scheduledDate,
        dueDate: a.dueDate ?? null,
        estimatedMinutes: a.estimatedMinutes,
        aiSuggested: a.aiSuggested,
        reasoning: a.reasoning,
        completedAt: null,
        createdAt: at,
        updatedAt: at,
        version: 0,
        deleted: false,
      };
      await db.tasks.add(row);
      return;
    }
    case 'task.update': {
      const a = parseArgs('task.update', m.args);
      const row = await db.tasks.get(a.id);
      if (!row || row.deleted) return;
      const changes = pick(a.changes, rawChanges(m.args));
      await db.tasks.put({ ...row, ...changes, updatedAt: at } as TaskRow);
      return;
    }
    case 'task.delete': {
      const a = parseArgs('task.delete', m.args);
      await db.tasks.update(a.id, { deleted: true, updatedAt: at });
      return;
    }
    case 'task.complete':
    case 'task.uncomplete': {
      const a = parseArgs(m.name, m.args);
      const row = await db.tasks.get(a.id);
      if (!row || row.deleted) return;
      const completedAt = m.name === 'task.complete' ? (row.completedAt ?? at) : null;
      await db.tasks.put({ ...row, completedAt, updatedAt: at });
      return;
    }
    case 'entry.create': {
      const a = parseArgs('entry.create', m.args);
      if (await db.entries.get(a.id)) return;
      await db.entries.add({
        id: a.id,
        date: a.date,
        verse: a.verse,
        verseReference: a.verseReference,
        verseReflection: a.verseReflection ?? null,
        priorities: a.priorities,
        actionSteps: a.actionSteps,
        challenges: a.challenges,
        encouragement: a.encouragement,
        createdAt: at,
        updatedAt: at,
        version: 0,
        deleted: false,
      });
      return;
    }
    case 'profile.update': {
      const a = parseArgs('profile.update', m.args);
      const row = await db.profile.get(PROFILE_ID);
      await db.profile.put({
        ...a,
        id: PROFILE_ID,
        updatedAt: at,
        version: row?.version ?? 0,
        deleted: false,
      });
      return;
    }
    case 'dailyActions.save': {
      const a = parseArgs('dailyActions.save', m.args);
      for (const action of a.actions) {
        // Prepared before the transaction; a mutation queued meanwhile is hashed here, with the
        // transaction kept alive while it waits.
        const id =
          ids.get(completionKey(a.entryId, action.priority, action.text)) ??
          (await Dexie.waitFor(completionId(a.entryId, action.priority, action.text)));
        const row = await db.dailyActions.get(id);
        const next: DailyActionRow = {
          id,
          entryId: a.entryId,
          actionText: action.text,
          priority: action.priority,
          isCompleted: action.isCompleted,
          completedAt: action.isCompleted ? (row?.completedAt ?? at) : null,
          date: a.date,
          version: row?.version ?? 0,
          deleted: false,
        };
        await db.dailyActions.put(next);
      }
      return;
    }
  }
}
