import type { Prayer } from '@reign/contract';
import type { Queryable } from '../../db/connect';
import { declaredTable, type EntityRow, valueColumns } from '../../db/synced-table';

/**
 * prayer_requests: every field of the contract's prayer request and its column (a field without
 * one does not compile), through the statements every synced table shares.
 */
export const prayerRows = declaredTable<Prayer>('prayer_requests', {
  ...valueColumns('title', 'details', 'forWhom', 'category', 'status', 'testimony'),
  answeredAt: 'date',
});

export type PrayerRow = EntityRow;

/** The user's live requests among `ids` (the ones a daily plan prays for). */
export async function findOwnPrayers(
  db: Queryable,
  userId: number,
  ids: readonly string[],
): Promise<PrayerRow[]> {
  if (ids.length === 0) return [];
  return prayerRows.selectWhere(
    db,
    db`user_id = ${userId} and deleted_at is null and id = any(${ids as string[]}::uuid[])`,
  );
}
