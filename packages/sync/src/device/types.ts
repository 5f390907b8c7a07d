import type {
  Bookmark,
  CirclePrayer,
  CirclePrayerMark,
  CircleReading,
  CircleReadingMark,
  CircleReadingNote,
  Conflict,
  DailyActionCompletion,
  Entry,
  ErrorCode,
  Goal,
  Highlight,
  MessageValueMap,
  MutationName,
  Note,
  Prayer,
  Profile,
  ReadingPlan,
  ReadingProgress,
  SyncTable,
  Task,
} from '@reign/contract';

/** What every synced row carries besides its contract shape: the server's version and a tombstone flag. */
export interface SyncFields {
  /** the server's per-user version of the row; 0 for a row made here and not pulled back yet */
  version: number;
  /** deleted here, waiting for the server's tombstone (rows the server deleted are removed) */
  deleted: boolean;
}

export type GoalRow = Goal & SyncFields;
export type TaskRow = Task & SyncFields;
export type EntryRow = Entry & SyncFields;
export type DailyActionRow = DailyActionCompletion & SyncFields;
export type PrayerRow = Prayer & SyncFields;
export type ReadingPlanRow = ReadingPlan & SyncFields;
export type ReadingProgressRow = ReadingProgress & SyncFields;
/** Study marks (issue 38): one highlight and one bookmark per verse at most; notes on passages. */
export type HighlightRow = Highlight & SyncFields;
export type NoteRow = Note & SyncFields;
export type BookmarkRow = Bookmark & SyncFields;
/**
 * A circle's rows on this device (issue 52), as its pull sent them to this member, with the
 * circle's version of each; an 'I prayed' tapped here and not pulled back yet has version 0.
 */
export type CirclePrayerRow = CirclePrayer & { version: number };
export type CirclePrayerMarkRow = CirclePrayerMark & { version: number };
export type CircleReadingRow = CircleReading & { version: number };
export type CircleReadingMarkRow = CircleReadingMark & { version: number };
export type CircleReadingNoteRow = CircleReadingNote & { version: number };
/** `circleCursors` in meta: each pulled circle's cursor (its version when last pulled), by circle id. */
export type CircleCursors = Record<string, number>;
/** A version kept beside a row written concurrently, until the person settles it. */
export type ConflictRow = Conflict & SyncFields;
/** The profile is one row per database, always under the id 'profile' (the server's change id). */
export type ProfileRow = Profile & SyncFields & { id: typeof PROFILE_ID };
export const PROFILE_ID = 'profile';

/** The day's scripture as GET /api/today-scripture answered it, kept for offline reading. */
export interface ScriptureRow {
  /** the Central date it belongs to, YYYY-MM-DD */
  date: string;
  data: unknown;
  fetchedAt: string;
}

/**
 * The shape of outbox rows this build writes. A row carries its format so a later build knows how
 * to read it; rows written before formats existed have none and are format 1 (the Dexie upgrade to
 * version 3 stamps them). Format 2 (issue 17): updates and ticks are change sets; names and argument
 * shapes are those of format 1, so a format 1 row is sent as it is (sync/outbox-format.ts).
 */
export const OUTBOX_FORMAT = 2;

/** One queued write: appended in the same transaction as the change it describes. */
export interface OutboxRow {
  /** the outbox position (IndexedDB auto-increment: 1, 2, 3..., never reused) */
  seq?: number;
  /** the mutation's own id (UUIDv7) */
  id: string;
  name: MutationName;
  /** the arguments as the caller gave them (validated with the contract's schema) */
  args: unknown;
  /** the device's clock: for display and for the local re-apply only, never for conflicts */
  createdAt: string;
  /** the row's format (OUTBOX_FORMAT when written); absent on rows of builds before formats */
  format?: number;
}
/** An outbox row as stored (its seq is known). */
export type QueuedRow = OutboxRow & { seq: number };
/** A queued mutation read in this build's format. */
export type QueuedMutation = Required<OutboxRow>;

/** A mutation the server refused for good (validation, limit, missing row), kept until the person resolves it. */
export interface RejectedMutation {
  id: string;
  seq: number;
  name: MutationName;
  args: unknown;
  status: number;
  /** the server's English; `messageCode` and `values` word it in the device's language (rows stored before them have none) */
  message: string;
  messageCode?: string;
  values?: MessageValueMap;
  /** the server's error code (rows stored before codes existed have none) */
  code?: ErrorCode;
  createdAt: string;
}

export interface MetaRow {
  key: MetaKey;
  value: unknown;
}

/**
 * Sync bookkeeping in `meta`: `clientId` (this database's id towards the server), `cursor` (the
 * highest server version pulled), `lastSyncedAt` (ISO time of the last full push + pull),
 * `lastAppliedSeq` (the highest seq the server said it processed, after the seq offset),
 * `seqOffset` (subtracted from local seqs when pushing; see docs/sync-protocol.md),
 * `persistAsked` (navigator.storage.persist() was requested), `checkedAt` (ISO time the tables'
 * checksums were last compared with the server's), `repairs` (tables re-read because they had
 * drifted: `Repairs`), `lostChanges` (another device's changes that never arrived, until the
 * person has read it: the contract's `LostChanges[]`), `rowFields` (the fields of the rows this
 * build read them with: client/row-defaults.ts), `circleCursors` (CircleCursors), `circleList` (the
 * last `GET /api/circles`, for the circle screens offline), `write:<id>` (a journaled
 * write committed: web/src/data/write-journal.ts).
 */
export type MetaKey =
  | 'clientId'
  | 'cursor'
  | 'lastSyncedAt'
  | 'lastAppliedSeq'
  | 'seqOffset'
  | 'persistAsked'
  | 'checkedAt'
  | 'repairs'
  | 'lostChanges'
  | 'rowFields'
  | 'circleCursors'
  | 'circleList'
  | `write:${string}`;

/** The tables this device re-read because they differed from the server's (its sync details show it). */
export interface Repairs {
  count: number;
  /** ISO time of the last repair */
  lastAt: string | null;
  /** the tables re-read the last time */
  tables: string[];
}

/**
 * A pulled change this build cannot read (a table or a shape of a newer build), kept as it came
 * until a build that knows it reads it (sync/parked.ts); sync goes on meanwhile.
 */
export interface ParkedChange {
  table: string;
  id: string;
  version: number;
  change: unknown;
}

/**
 * The synced tables by name, without loading the contract's schemas on the first load; every table
 * of the contract's SYNCED_ENTITIES must be here (a missing one does not compile).
 */
export const SYNCED_TABLES = [
  'goals',
  'tasks',
  'entries',
  'dailyActions',
  'profile',
  'prayers',
  'conflicts',
  'readingPlans',
  'readingProgress',
  'highlights',
  'notes',
  'bookmarks',
] as const satisfies readonly SyncTable[];
type Missing = Exclude<SyncTable, (typeof SYNCED_TABLES)[number]>;
export const ALL_SYNCED_TABLES_LISTED: [Missing] extends [never] ? true : Missing = true;
