import type { ReadingProgress } from '@reign/contract';
import type { Stored } from '@reign/domain';
import type { Queryable } from '../../db/connect';
import { declaredTable, type EntityRow } from '../../db/synced-table';

/** reading_progress: a day of a plan read; one row per (plan, day), a tombstone once unticked. */
export const readingProgressRows = declaredTable<ReadingProgress>('reading_progress', {
  planId: 'value',
  day: 'value',
  readOn: 'date',
});

/** The user's live rows of these plans, by plan and day. */
export const liveProgressOf = (
  db: Queryable,
  userId: number,
  planIds: readonly string[],
): Promise<EntityRow[]> =>
  planIds.length === 0
    ? Promise.resolve([])
    : readingProgressRows.selectWhere(
        db,
        db`user_id = ${userId} and deleted_at is null and plan_id = any(${planIds as string[]}::uuid[]) order by plan_id, day`,
      );

/** The row of one day of a plan (a tombstone too: a tick brings it back), locked. */
export async function lockDay(db: Queryable, planId: string, day: number): Promise<EntityRow | undefined> {
  const [row] = await readingProgressRows.selectWhere(
    db,
    db`plan_id = ${planId} and day = ${day} for update`,
  );
  return row;
}

/** Writes a day's row a domain rule made, live again when it was a tombstone. */
export async function reviveDay(
  db: Queryable,
  entity: Stored<ReadingProgress>,
  version: number,
): Promise<EntityRow> {
  const [row] = await db<EntityRow[]>`
    update reading_progress
    set read_on = ${entity.readOn}, updated_at = ${entity.updatedAt}, deleted_at = null, version = ${version}
    where id = ${entity.id}
    returning ${db.unsafe(readingProgressRows.columns)}`;
  if (!row) throw new Error('reading_progress revive returned no row');
  return row;
}
