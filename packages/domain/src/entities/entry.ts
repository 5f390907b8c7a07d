import type { Entry } from '@reign/contract';
import type { MutationInput, Stored } from './rows';

export type EntryInput = MutationInput<'entry.create'>;

/** A saved daily plan, made at `at`. */
export function newEntry(input: EntryInput, at: string): Stored<Entry> {
  return {
    id: input.id,
    date: input.date,
    verse: input.verse,
    verseReference: input.verseReference,
    verseReflection: input.verseReflection ?? null,
    priorities: input.priorities,
    actionSteps: input.actionSteps,
    challenges: input.challenges,
    encouragement: input.encouragement,
    ...(input.prayedFor?.length ? { prayedFor: input.prayedFor } : {}),
    createdAt: at,
    updatedAt: at,
    deleted: false,
  };
}

const CONTENT = [
  'verse',
  'verseReference',
  'verseReflection',
  'priorities',
  'actionSteps',
  'challenges',
  'encouragement',
] as const;

/**
 * The plan a save writes, or null when nothing changes. There is one plan per user and Central
 * date (issue 15): a save over a stored plan (the same id, or the plan already saved for that date)
 * replaces its content and keeps its id, date and creation time; the same content again changes
 * nothing, so a retried save is not a change. Both sides write whatever row this answers over the
 * stored one.
 */
export function entryAfterCreate(
  stored: Stored<Entry> | undefined,
  input: EntryInput,
  at: string,
): Stored<Entry> | null {
  if (!stored) return newEntry(input, at);
  const next = newEntry({ ...input, id: stored.id, date: stored.date }, stored.createdAt);
  const same =
    CONTENT.every((key) => JSON.stringify(next[key]) === JSON.stringify(stored[key])) &&
    JSON.stringify(next.prayedFor ?? []) === JSON.stringify(stored.prayedFor ?? []);
  if (same && !stored.deleted) return null;
  return { ...next, updatedAt: at };
}
