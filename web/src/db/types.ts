import type { DailyActionCompletion, Entry, Goal, MutationName, Profile, Task } from '@reign/contract';

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
}
export type QueuedMutation = Required<OutboxRow>;

/** A mutation the server refused for good (validation, limit, missing row), kept until the person resolves it. */
export interface RejectedMutation {
  id: string;
  seq: number;
  name: MutationName;
  args: unknown;
  status: number;
  message: string;
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
 * `persistAsked` (navigator.storage.persist() was requested).
 */
export type MetaKey =
  | 'clientId'
  | 'cursor'
  | 'lastSyncedAt'
  | 'lastAppliedSeq'
  | 'seqOffset'
  | 'persistAsked';

export const ENTITY_TABLES = ['goals', 'tasks', 'entries', 'dailyActions', 'profile'] as const;
export type SyncedTableName = (typeof ENTITY_TABLES)[number];
