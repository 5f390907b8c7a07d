import type { ActionStepGroup, Entry } from '@reign/contract';
import type { Queryable } from '../../db/connect';
import { isoRequired } from '../user-data/user-write';

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
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
  version: string;
}

export const ENTRY_COLUMNS = `id, user_id, date::text as date, verse, verse_reference, verse_reflection, priorities, action_steps,
  challenges, encouragement, created_at, updated_at, deleted_at, version`;

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
    createdAt: isoRequired(row.createdAt),
    updatedAt: isoRequired(row.updatedAt),
  };
}

export async function listLiveEntries(db: Queryable, userId: number): Promise<EntryRow[]> {
  return db<EntryRow[]>`
    select ${db.unsafe(ENTRY_COLUMNS)} from entries
    where user_id = ${userId} and deleted_at is null order by date desc, created_at desc`;
}

export async function findEntry(db: Queryable, id: string): Promise<EntryRow | undefined> {
  const [row] = await db<EntryRow[]>`select ${db.unsafe(ENTRY_COLUMNS)} from entries where id = ${id}`;
  return row;
}

export interface NewEntry {
  id: string;
  userId: number;
  date: string;
  verse: string;
  verseReference: string;
  verseReflection: string | null;
  priorities: string[];
  actionSteps: ActionStepGroup[];
  challenges: string;
  encouragement: string;
  version: number;
}

export async function insertEntry(db: Queryable, e: NewEntry): Promise<EntryRow> {
  const [row] = await db<EntryRow[]>`
    insert into entries (id, user_id, date, verse, verse_reference, verse_reflection, priorities, action_steps,
                         challenges, encouragement, version)
    values (${e.id}, ${e.userId}, ${e.date}, ${e.verse}, ${e.verseReference}, ${e.verseReflection},
            ${db.json(e.priorities)}, ${db.json(e.actionSteps as never)}, ${e.challenges}, ${e.encouragement},
            ${e.version})
    returning ${db.unsafe(ENTRY_COLUMNS)}`;
  if (!row) throw new Error('entry insert returned no row');
  return row;
}
