import type { ActionStepGroup, Entry, PrayedFor } from '@reign/contract';
import type { Stored } from '@reign/domain';
import type { Queryable } from '../../db/connect';
import { storedFrom, syncedTable } from '../../db/synced-table';
import { isoRequired } from '../../lib/dates';

export interface EntryRow {
  id: string;
  userId: number;
  date: string;
  verse: string;
  verseReference: string;
  verseReflection: string | null;
  priorities: string[];
  actionSteps: ActionStepGroup[];
  challenges: string | null;
  encouragement: string | null;
  prayedFor: PrayedFor[];
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
  version: string;
}

export const ENTRY_COLUMNS = `id, user_id, date::text as date, verse, verse_reference, verse_reflection, priorities, action_steps,
  challenges, encouragement, created_at, updated_at, deleted_at, version, prayed_for`;

export function toEntry(row: EntryRow): Entry {
  return {
    id: row.id,
    date: row.date,
    verse: row.verse,
    verseReference: row.verseReference,
    verseReflection: row.verseReflection,
    priorities: row.priorities,
    actionSteps: row.actionSteps,
    challenges: row.challenges,
    encouragement: row.encouragement,
    ...(row.prayedFor?.length ? { prayedFor: row.prayedFor } : {}),
    createdAt: isoRequired(row.createdAt),
    updatedAt: isoRequired(row.updatedAt),
  };
}

const entries = syncedTable<EntryRow>('entries', ENTRY_COLUMNS);

export const toStoredEntry: (row: EntryRow) => Stored<Entry> = storedFrom(toEntry);

export const listLiveEntries = (db: Queryable, userId: number): Promise<EntryRow[]> =>
  entries.listLive(db, userId, 'date desc, created_at desc');

export const findEntry = (db: Queryable, id: string): Promise<EntryRow | undefined> => entries.find(db, id);

/** The user's live plan for one date (the oldest, should older data hold two). */
export async function findLiveEntryOn(
  db: Queryable,
  userId: number,
  date: string,
): Promise<EntryRow | undefined> {
  const [row] = await entries.selectWhere(
    db,
    db`user_id = ${userId} and date = ${date} and deleted_at is null order by created_at limit 1`,
  );
  return row;
}

/**
 * Writes a plan a domain rule made: inserted, or over the stored row with this id (the caller has
 * checked that it is this user's).
 */
export async function putEntry(db: Queryable, userId: number, e: Entry, version: number): Promise<EntryRow> {
  const [row] = await db<EntryRow[]>`
    insert into entries (id, user_id, date, verse, verse_reference, verse_reflection, priorities, action_steps,
                         challenges, encouragement, created_at, updated_at, version, prayed_for)
    values (${e.id}, ${userId}, ${e.date}, ${e.verse}, ${e.verseReference}, ${e.verseReflection},
            ${db.json(e.priorities)}, ${db.json(e.actionSteps as never)}, ${e.challenges}, ${e.encouragement},
            ${e.createdAt}, ${e.updatedAt}, ${version}, ${db.json((e.prayedFor ?? []) as never)})
    on conflict (id) do update set
      date = excluded.date, verse = excluded.verse, verse_reference = excluded.verse_reference,
      verse_reflection = excluded.verse_reflection, priorities = excluded.priorities,
      action_steps = excluded.action_steps, challenges = excluded.challenges,
      encouragement = excluded.encouragement, updated_at = excluded.updated_at, version = excluded.version,
      prayed_for = excluded.prayed_for
    returning ${db.unsafe(ENTRY_COLUMNS)}`;
  if (!row) throw new Error('entry write returned no row');
  return row;
}

/** Who holds each of these plan ids (any user), for a merge that must not touch another's row. */
export async function entryOwners(
  db: Queryable,
  ids: readonly string[],
): Promise<Map<string, { userId: number; deleted: boolean }>> {
  if (ids.length === 0) return new Map();
  const rows = await db<{ id: string; userId: number; deleted: boolean }[]>`
    select id, user_id, deleted_at is not null as deleted from entries where id = any(${ids as string[]}::uuid[])`;
  return new Map(rows.map((r) => [r.id, { userId: r.userId, deleted: r.deleted }]));
}

/** The ids among these that are live plans of the user. */
export async function liveEntryIdsOf(
  db: Queryable,
  userId: number,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db<{ id: string }[]>`
    select id from entries where user_id = ${userId} and deleted_at is null and id = any(${ids as string[]}::uuid[])`;
  return new Set(rows.map((r) => r.id));
}

/**
 * Inserts many plans the domain's rules made, in one statement (an account import); a plan whose id
 * or other unique key is taken is left out. Answers the ids inserted.
 */
export async function insertEntries(
  db: Queryable,
  userId: number,
  entries: readonly Entry[],
  version: number,
): Promise<Set<string>> {
  if (entries.length === 0) return new Set();
  const rows = entries.map((e) => ({
    id: e.id,
    date: e.date,
    verse: e.verse,
    verse_reference: e.verseReference,
    verse_reflection: e.verseReflection,
    priorities: e.priorities,
    action_steps: e.actionSteps,
    challenges: e.challenges,
    encouragement: e.encouragement,
    prayed_for: e.prayedFor ?? [],
    created_at: e.createdAt,
    updated_at: e.updatedAt,
  }));
  const inserted = await db<{ id: string }[]>`
    insert into entries (id, user_id, date, verse, verse_reference, verse_reflection, priorities, action_steps,
                         challenges, encouragement, created_at, updated_at, version, prayed_for)
    select x.id, ${userId}, x.date, x.verse, x.verse_reference, x.verse_reflection, x.priorities, x.action_steps,
           x.challenges, x.encouragement, x.created_at, x.updated_at, ${version}, x.prayed_for
    from jsonb_to_recordset(${db.json(rows as never)}) as x(
      id uuid, date date, verse text, verse_reference text, verse_reflection text, priorities jsonb,
      action_steps jsonb, challenges text, encouragement text, created_at timestamptz, updated_at timestamptz,
      prayed_for jsonb)
    on conflict do nothing
    returning id`;
  return new Set(inserted.map((r) => r.id));
}
