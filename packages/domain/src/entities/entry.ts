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

/**
 * The plan a save writes, or null when nothing changes: today a plan with this id stored already
 * stays as it is (the same id again is the same plan). Both sides write whatever row this answers
 * over the stored one, so a plan that a second save updates is a change here only.
 */
export function entryAfterCreate(
  stored: Stored<Entry> | undefined,
  input: EntryInput,
  at: string,
): Stored<Entry> | null {
  return stored ? null : newEntry(input, at);
}
