import type { Entry } from '@reign/contract';
import type { Queryable } from '../../db/connect';
import { declaredTable, type EntityRow as Row, valueColumns } from '../../db/synced-table';

/**
 * entries (the daily plans): every field of the contract's plan and its column (a field without
 * one does not compile), through the statements every synced table shares. One live plan per user
 * and date is a unique rule of the table (migration 0070).
 */
export const entryRows = declaredTable<Entry>('entries', {
  ...valueColumns(
    'verse',
    'verseReference',
    'verseReflection',
    'verseTranslation',
    'challenges',
    'encouragement',
  ),
  date: 'date',
  priorities: 'json',
  actionSteps: 'json',
  prayedFor: 'list',
});

export type EntryRow = Row;

export const listLiveEntries = (db: Queryable, userId: number): Promise<EntryRow[]> =>
  entryRows.listLive(db, userId, 'date desc, created_at desc');

/**
 * A page of the user's live plans, newest date first: at most `limit + 1` (the extra one says there
 * is more) after the key `after` ([date, id]); one live plan a date, the id only breaks old ties.
 */
export const liveEntriesPage = (db: Queryable, userId: number, limit: number, after?: readonly string[]) =>
  entryRows.selectWhere(
    db,
    db`user_id = ${userId} and deleted_at is null
      ${after ? db`and (date, id) < (${after[0] as string}::date, ${after[1] as string}::uuid)` : db``}
      order by date desc, id desc limit ${limit + 1}`,
  );

export const findEntry = (db: Queryable, id: string): Promise<EntryRow | undefined> => entryRows.find(db, id);

/** The user's live plan for one date (the oldest, should older data hold two). */
export async function findLiveEntryOn(
  db: Queryable,
  userId: number,
  date: string,
): Promise<EntryRow | undefined> {
  const [row] = await entryRows.selectWhere(
    db,
    db`user_id = ${userId} and date = ${date} and deleted_at is null order by created_at limit 1 for update`,
  );
  return row;
}

/** The user's live plans of these dates. */
export function liveEntriesOn(db: Queryable, userId: number, dates: readonly string[]): Promise<EntryRow[]> {
  if (dates.length === 0) return Promise.resolve([]);
  return entryRows.selectWhere(
    db,
    db`user_id = ${userId} and deleted_at is null and date = any(${dates as string[]}::date[]) for update`,
  );
}

/** Writes a plan a domain rule made: over the stored row with its id, or as a new row. */
export function putEntry(
  db: Queryable,
  userId: number,
  e: Entry,
  version: number,
  stored: boolean,
): Promise<EntryRow> {
  return stored ? entryRows.write(db, e, version) : entryRows.insert(db, userId, e, version);
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
 * is taken, or whose date has a live plan already, is left out. Answers the ids inserted.
 */
export const insertEntries = (db: Queryable, userId: number, entries: readonly Entry[], version: number) =>
  entryRows.insertMany(db, userId, entries, version);
