import type { SyncTable } from '@reign/contract';
import { CIRCLE_SYNCED_INDEXES } from '@reign/contract/circle-synced-indexes';
import Dexie, { type DexieOptions, type EntityTable, type Table } from 'dexie';
import { type GoalProgressPoint, logGoalProgress } from './goal-progress-log';
import type {
  BookmarkRow,
  CirclePrayerMarkRow,
  CirclePrayerRow,
  CircleReadingMarkRow,
  CircleReadingNoteRow,
  CircleReadingRow,
  ConflictRow,
  DailyActionRow,
  EntryRow,
  GoalRow,
  HighlightRow,
  MetaRow,
  NoteRow,
  OutboxRow,
  ParkedChange,
  PrayerRow,
  ProfileRow,
  ReadingPlanRow,
  ReadingProgressRow,
  RejectedMutation,
  ScriptureRow,
  TaskRow,
} from './types';
import { SYNCED_TABLES } from './types';

export const GUEST_DB_NAME = 'reign-guest';
export const userDbName = (userId: number) => `reign-user-${userId}`;

/** The first schema as shipped (never change it); later versions name only what they change. */
export const VERSION_1_STORES = {
  goals: 'id, createdAt',
  tasks: 'id, goalId, createdAt',
  entries: 'id, date',
  dailyActions: 'id, date, entryId',
  profile: 'id',
  scriptures: 'date',
  outbox: '++seq, id',
  rejected: 'id, seq',
  meta: 'key',
} as const;

/** A Dexie table for every synced table of the contract (SYNCED_ENTITIES): one left out does not compile. */
type SyncedTables = { [T in SyncTable]: Table };

/**
 * One user's data on this device. Versions are append-only: never change a shipped `stores()`
 * call; add `this.version(N + 1).stores({...}).upgrade(...)` below it. A synced table's indexes
 * are those its contract declaration names (checked by schema.test.ts).
 */
export class ReignDb extends Dexie implements SyncedTables {
  goals!: EntityTable<GoalRow, 'id'>;
  tasks!: EntityTable<TaskRow, 'id'>;
  entries!: EntityTable<EntryRow, 'id'>;
  dailyActions!: EntityTable<DailyActionRow, 'id'>;
  profile!: EntityTable<ProfileRow, 'id'>;
  scriptures!: EntityTable<ScriptureRow, 'date'>;
  outbox!: EntityTable<OutboxRow, 'seq'>;
  rejected!: EntityTable<RejectedMutation, 'id'>;
  meta!: EntityTable<MetaRow, 'key'>;
  goalProgress!: Table<GoalProgressPoint, [string, string]>;
  prayers!: EntityTable<PrayerRow, 'id'>;
  conflicts!: EntityTable<ConflictRow, 'id'>;
  parked!: Table<ParkedChange, [string, string]>;
  readingPlans!: EntityTable<ReadingPlanRow, 'id'>;
  readingProgress!: EntityTable<ReadingProgressRow, 'id'>;
  highlights!: EntityTable<HighlightRow, 'id'>;
  notes!: EntityTable<NoteRow, 'id'>;
  bookmarks!: EntityTable<BookmarkRow, 'id'>;
  circlePrayers!: Table<CirclePrayerRow, [string, string]>;
  circlePrayerMarks!: Table<CirclePrayerMarkRow, [string, string]>;
  circleReadings!: Table<CircleReadingRow, [string, string]>;
  circleReadingMarks!: Table<CircleReadingMarkRow, [string, string]>;
  circleReadingNotes!: Table<CircleReadingNoteRow, [string, string]>;

  /**
   * `backend` is where the data lives (db/storage-backend.ts): the browser's IndexedDB unless it
   * names another (the in-memory one when the browser keeps no data).
   */
  constructor(
    name: string,
    backend: Pick<DexieOptions, 'indexedDB' | 'IDBKeyRange'> & {
      /** open it as the build of this version did (the sync simulation's older build) */
      upTo?: number;
    } = {},
  ) {
    // Strict durability: a committed write is on disk before the transaction reports success, so a
    // crash right after a mutation cannot lose the row or its outbox entry (Chromium defaults to relaxed).
    // No Dexie cache: it deep-clones every live query's result on each read (a year of plans and
    // the tasks, again after every write of a first sync), which was the largest script cost of a
    // new device's dashboard; the screens share their live reads (data/shared-live.ts) and tick
    // optimistically, so the cache's deduplication and optimistic results bought little (issue 19).
    const { upTo = Number.POSITIVE_INFINITY, ...storage } = backend;
    super(name, { chromeTransactionDurability: 'strict', cache: 'disabled', ...storage });
    this.version(1).stores(VERSION_1_STORES);
    // Outbox rows carry their format (docs/sync-protocol.md, 'Outbox format'): rows queued by an
    // earlier build are stamped format 1, so a new build reads them as they were written.
    this.version(3)
      .stores({ outbox: '++seq, id' })
      .upgrade((tx) =>
        tx
          .table('outbox')
          .toCollection()
          .modify((row: { format?: number }) => {
            row.format ??= 1;
          }),
      );
    // Version 5 (issue 21): each goal's progress as this device saw it change, for the Journey chart.
    this.version(5).stores({ goalProgress: '[goalId+at], goalId' });
    // Version 8 (issue 20): the prayer journal, synced like goals (6 and 7 are another branch's).
    this.version(8).stores({ prayers: 'id, status, createdAt' });
    // Version 9 (issue 35): versions kept beside concurrent writes, and pulled changes this build
    // cannot read yet (parked until a build that knows them reads them).
    this.version(9).stores({ conflicts: 'id, rowId', parked: '[table+id], table' });
    // Version 10 (issue 38): reading plans and the days read of them (11 is another branch's).
    if (upTo >= 10)
      this.version(10).stores({
        readingPlans: 'id, status, createdAt',
        readingProgress: 'id, planId, readOn',
      });
    // Version 11 (issue 38): study marks in the reader (10 is another branch's).
    if (upTo >= 11)
      this.version(11).stores({
        highlights: 'id, book, updatedAt',
        notes: 'id, book, updatedAt',
        bookmarks: 'id, book, updatedAt',
      });
    // Version 12 (issue 52): the rows of the circles the person is in, from each circle's pull; the
    // indexes are the contract's (CIRCLE_SYNCED_ENTITIES), keyed by circle and id.
    if (upTo >= 12) {
      const { circlePrayers, circlePrayerMarks, ...reading } = CIRCLE_SYNCED_INDEXES;
      this.version(12).stores({ circlePrayers, circlePrayerMarks });
      // Version 13 (issue 52): a circle's plan read together, its members' days read and notes
      this.version(13).stores(reading);
    }
    logGoalProgress(this.goals, this.goalProgress);
  }
}

/** The synced tables this database has (an older build's lacks the newer ones: the simulation's). */
export function syncedTablesOf(db: ReignDb): SyncTable[] {
  return SYNCED_TABLES.filter((name) => db[name] !== undefined);
}

/** The circles' tables this database has (an older build's has none). */
export function circleTablesOf(db: ReignDb): Table[] {
  if (!db.circlePrayers) return [];
  return [
    db.circlePrayers,
    db.circlePrayerMarks,
    db.circleReadings,
    db.circleReadingMarks,
    db.circleReadingNotes,
  ];
}

/**
 * The tables a mutation or a pull writes together (the entity tables, the circles' tables an
 * 'I prayed' writes, the outbox and meta).
 */
export function syncTables(db: ReignDb) {
  return [
    ...syncedTablesOf(db).map((name) => db[name] as Table),
    ...circleTablesOf(db),
    db.parked,
    db.outbox,
    db.rejected,
    db.meta,
  ];
}
