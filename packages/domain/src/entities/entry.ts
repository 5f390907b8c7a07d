import type { Entry } from '@reign/contract';
import type { MutationInput, Stored } from './rows';
import { revisionOf, sameValue } from './same-value';

export type EntryInput = MutationInput<'entry.create'>;

/** A saved daily plan, made at `at`. */
export function newEntry(input: EntryInput, at: string): Stored<Entry> {
  return {
    id: input.id,
    date: input.date,
    verse: input.verse,
    verseReference: input.verseReference,
    verseReflection: input.verseReflection ?? null,
    verseTranslation: input.verseTranslation ?? null,
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

export const PLAN_CONTENT = [
  'verse',
  'verseReference',
  'verseReflection',
  'verseTranslation',
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
  // compared as values: the server's jsonb keeps object keys in an order of its own
  const same =
    PLAN_CONTENT.every((key) => sameValue(next[key], stored[key])) &&
    sameValue(next.prayedFor ?? [], stored.prayedFor ?? []);
  if (same && !stored.deleted) return null;
  return { ...next, updatedAt: at };
}

/** A plan's content: what the person wrote and chose that day (not its id, date or times). */
export type PlanContent = Pick<Entry, (typeof PLAN_CONTENT)[number] | 'prayedFor'>;

/** The content of a plan, with `prayedFor` only when it prayed for requests. */
export function planContent(e: PlanContent): PlanContent {
  // none is null on every side (a row made here may hold undefined where the server's holds null)
  const content = Object.fromEntries(
    PLAN_CONTENT.map((key) => [key, e[key] ?? null]),
  ) as unknown as PlanContent;
  return e.prayedFor?.length ? { ...content, prayedFor: e.prayedFor } : content;
}

/**
 * The revision of a plan's content: what a device sends as `base` when it saves a plan over the
 * one it shows, so the server tells a follow-up save from a concurrent one.
 */
export function planRevision(e: PlanContent): string {
  return revisionOf(planContent(e));
}

/** What a save of the day's plan does: the plan to write (or none), and the version kept beside it. */
export interface PlanSave {
  entry: Stored<Entry> | null;
  /** the saved content, kept as a conflict: the day has another device's plan the saver never saw */
  contested: PlanContent | null;
}

/**
 * A save of the day's plan over `stored` (the plan of that date, if any). A device that saw the
 * stored plan (`base` is its revision), or an older build that says nothing (`base` undefined),
 * updates it as `entryAfterCreate` does. A device that saw another version, or none (`base` null),
 * while the day has a plan with other content made it concurrently: its content is kept beside the
 * plan as a conflict, never written over it.
 */
export function planAfterSave(
  stored: Stored<Entry> | undefined,
  input: EntryInput & { base?: string | null | undefined },
  at: string,
): PlanSave {
  const { base, ...body } = input;
  const follows = base === undefined || !stored || stored.deleted || base === planRevision(stored);
  const entry = entryAfterCreate(stored, body, at);
  if (follows || !entry) return { entry, contested: null };
  return { entry: null, contested: planContent(newEntry(body, at)) };
}
