import type { Change, SyncTable } from '@reign/contract';
import { rowChecksum, sumChecksums } from '@reign/sync/protocol/checksums';
import type { Queryable } from '../../db/connect';
import type { SyncedRow } from '../../db/synced-table';
import { conflictRows } from '../conflicts';
import { COMPLETION_COLUMNS, toCompletion } from '../daily-actions';
import { entryRows } from '../entries';
import { goalRows } from '../goals';
import { prayerRows } from '../prayers';
import { PROFILE_COLUMNS, type ProfileRow, toProfile } from '../profile';
import { readingPlanRows, readingProgressRows } from '../reading-plans';
import { bookmarkRows, highlightRows, noteRows } from '../study';
import { taskRows } from '../tasks';

/**
 * The pull's view of an account (read only): its rows of every synced table, each through its home
 * repository's columns and mapping, as changes after a cursor, and their checksums.
 */

type Versioned = { version: string; deletedAt?: Date | null };

interface Source<R extends Versioned> {
  table: Change['table'];
  sqlTable: string;
  columns: string;
  toChange(row: R): Change;
}

/** A soft-deletable table's rows as changes: the row while it lives, a deletion once `deleted_at` is set. */
function softDeleted<R extends SyncedRow, T extends Change['table']>(
  table: T,
  rows: {
    table: string;
    columns: string;
    toEntity: (r: R) => NonNullable<Extract<Change, { table: T }>['row']>;
  },
): Source<R> {
  const toChange = (r: R) =>
    ({
      table,
      id: r.id,
      version: Number(r.version),
      deleted: r.deletedAt !== null,
      row: r.deletedAt ? null : rows.toEntity(r),
    }) as Extract<Change, { table: T }>;
  return { table, sqlTable: rows.table, columns: rows.columns, toChange };
}

/** Where each synced table's rows are (a table of the contract without one does not compile). */
const sourceOf: { [T in SyncTable]: Source<never> } = {
  goals: softDeleted('goals', goalRows),
  tasks: softDeleted('tasks', taskRows),
  entries: softDeleted('entries', entryRows),
  dailyActions: softDeleted('dailyActions', {
    table: 'daily_action_completions',
    columns: COMPLETION_COLUMNS,
    toEntity: toCompletion,
  }),
  prayers: softDeleted('prayers', prayerRows),
  readingPlans: softDeleted('readingPlans', readingPlanRows),
  readingProgress: softDeleted('readingProgress', readingProgressRows),
  conflicts: softDeleted('conflicts', conflictRows),
  highlights: softDeleted('highlights', highlightRows),
  notes: softDeleted('notes', noteRows),
  bookmarks: softDeleted('bookmarks', bookmarkRows),
  profile: {
    table: 'profile',
    sqlTable: 'user_profiles',
    columns: PROFILE_COLUMNS,
    toChange: (r: ProfileRow): Change => ({
      table: 'profile',
      id: 'profile',
      version: Number(r.version),
      deleted: false,
      row: toProfile(r),
    }),
  } satisfies Source<ProfileRow>,
};
const sources = Object.values(sourceOf) as Source<Versioned>[];

/** Up to `limit` changes per table with a version above `cursor`, in version order. */
export async function changesAfter(
  db: Queryable,
  userId: number,
  cursor: number,
  limit: number,
  table?: SyncTable,
): Promise<Change[]> {
  return (await changesAfterWithBound(db, userId, cursor, limit, table)).changes;
}

/** The sources read: every table's, or one table's (a device repairing that table). */
const sourcesOf = (table: SyncTable | undefined) =>
  table ? [sourceOf[table] as Source<Versioned>] : sources;

/**
 * `changesAfter`, and `completeBelow`: every change with a version below it is in `changes` (a table
 * that hit the limit may have more rows at its last version and above; Infinity when none did).
 */
export async function changesAfterWithBound(
  db: Queryable,
  userId: number,
  cursor: number,
  limit: number,
  table?: SyncTable,
): Promise<{ changes: Change[]; completeBelow: number }> {
  let completeBelow = Number.POSITIVE_INFINITY;
  const pages = await Promise.all(
    sourcesOf(table).map(async (s) => {
      const rows = await db<Versioned[]>`
        select ${db.unsafe(s.columns)} from ${db(s.sqlTable)}
        where user_id = ${userId} and version > ${cursor} order by version limit ${limit}`;
      const last = rows[rows.length - 1];
      if (rows.length >= limit && last) completeBelow = Math.min(completeBelow, Number(last.version));
      return rows.map((r) => (s.toChange as (row: Versioned) => Change)(r));
    }),
  );
  const changes = pages.flat().sort((a, b) => a.version - b.version || a.table.localeCompare(b.table));
  return { changes, completeBelow };
}

/** Every change of exactly one version (one write transaction), so a page never splits one. */
export async function changesAt(
  db: Queryable,
  userId: number,
  version: number,
  table?: SyncTable,
): Promise<Change[]> {
  const pages = await Promise.all(
    sourcesOf(table).map(async (s) => {
      const rows = await db<Versioned[]>`
        select ${db.unsafe(s.columns)} from ${db(s.sqlTable)} where user_id = ${userId} and version = ${version}`;
      return rows.map((r) => (s.toChange as (row: Versioned) => Change)(r));
    }),
  );
  return pages.flat();
}

/**
 * Each table's checksum over the account's live rows (packages/sync protocol/checksums.ts), and
 * the highest version of any of its rows, live or deleted. Call it inside one transaction that sees
 * one snapshot (repeatable read), so the checksums are of the rows as of that version. Each table is
 * read whole: an account's rows are bounded (ACCOUNT_LIMITS), and a device asks rarely.
 */
export async function checksumsOf(
  db: Queryable,
  userId: number,
): Promise<{ atVersion: number; tables: Record<string, number> }> {
  let atVersion = 0;
  const tables: Record<string, number> = {};
  for (const s of sources) {
    const rows = await db<Versioned[]>`
      select ${db.unsafe(s.columns)} from ${db(s.sqlTable)} where user_id = ${userId}`;
    const parts: number[] = [];
    for (const r of rows) {
      const c = (s.toChange as (row: Versioned) => Change)(r);
      atVersion = Math.max(atVersion, c.version);
      if (c.row) parts.push(rowChecksum(c.table, c.row as Record<string, unknown>, c.version));
    }
    tables[s.table] = sumChecksums(parts);
  }
  return { atVersion, tables };
}
