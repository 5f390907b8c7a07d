import type { Conflict, ConflictEntity } from '@reign/contract';
import type { Queryable } from '../../db/connect';
import { declaredTable, type EntityRow, valueColumns } from '../../db/synced-table';

/**
 * sync_conflicts: the other versions of rows written concurrently, until the person settles them
 * (docs/sync-protocol.md, 'Conflicts'); synced like the user's other rows.
 */
export const conflictRows = declaredTable<Conflict>('sync_conflicts', {
  ...valueColumns('entity', 'rowId', 'clientId'),
  values: 'json',
  device: 'json',
});

export type ConflictRow = EntityRow;

/**
 * The user's live conflicts of one row, locked: at most ACCOUNT_LIMITS.conflictsPerRow, read
 * through the index of live ones (0110), so the settled ones of the row are never read.
 */
export const lockLiveConflictsOfRow = (
  db: Queryable,
  userId: number,
  entity: ConflictEntity,
  rowId: string,
): Promise<ConflictRow[]> =>
  conflictRows.selectWhere(
    db,
    db`user_id = ${userId} and entity = ${entity} and row_id = ${rowId} and deleted_at is null
       order by created_at, id for update`,
  );

/** The user's live conflicts (the export file's). */
export const listLiveConflicts = (db: Queryable, userId: number): Promise<ConflictRow[]> =>
  conflictRows.listLive(db, userId);
