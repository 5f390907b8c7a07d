import Dexie, { type EntityTable } from 'dexie';
import type {
  DailyActionRow,
  EntryRow,
  GoalRow,
  MetaRow,
  OutboxRow,
  ProfileRow,
  RejectedMutation,
  ScriptureRow,
  TaskRow,
} from './types';

export const GUEST_DB_NAME = 'reign-guest';
export const userDbName = (userId: number) => `reign-user-${userId}`;

/**
 * One user's data on this device. Versions are append-only: never change a shipped `stores()`
 * call; add `this.version(N + 1).stores({...}).upgrade(...)` below it.
 */
export class ReignDb extends Dexie {
  goals!: EntityTable<GoalRow, 'id'>;
  tasks!: EntityTable<TaskRow, 'id'>;
  entries!: EntityTable<EntryRow, 'id'>;
  dailyActions!: EntityTable<DailyActionRow, 'id'>;
  profile!: EntityTable<ProfileRow, 'id'>;
  scriptures!: EntityTable<ScriptureRow, 'date'>;
  outbox!: EntityTable<OutboxRow, 'seq'>;
  rejected!: EntityTable<RejectedMutation, 'id'>;
  meta!: EntityTable<MetaRow, 'key'>;

  constructor(name: string) {
    // Strict durability: a committed write is on disk before the transaction reports success, so a
    // crash right after a mutation cannot lose the row or its outbox entry (Chromium defaults to relaxed).
    super(name, { chromeTransactionDurability: 'strict' });
    this.version(1).stores({
      goals: 'id, createdAt',
      tasks: 'id, goalId, createdAt',
      entries: 'id, date',
      dailyActions: 'id, date, entryId',
      profile: 'id',
      scriptures: 'date',
      outbox: '++seq, id',
      rejected: 'id, seq',
      meta: 'key',
    });
  }
}

/** The tables a mutation or a pull writes together (the entity tables, the outbox and meta). */
export function syncTables(db: ReignDb) {
  return [db.goals, db.tasks, db.entries, db.dailyActions, db.profile, db.outbox, db.rejected, db.meta];
}
