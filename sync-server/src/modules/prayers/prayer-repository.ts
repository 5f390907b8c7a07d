import type { Prayer } from '@reign/contract';
import type { Stored } from '@reign/domain';
import type { Queryable } from '../../db/connect';
import { storedFrom, syncedTable } from '../../db/synced-table';
import { isoRequired } from '../../lib/dates';

export interface PrayerRow {
  id: string;
  userId: number;
  title: string;
  details: string | null;
  forWhom: string | null;
  category: Prayer['category'];
  status: Prayer['status'];
  answeredAt: string | null;
  testimony: string | null;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
  version: string;
}

export const PRAYER_COLUMNS = `id, user_id, title, details, for_whom, category, status, answered_at::text as answered_at,
  testimony, created_at, updated_at, deleted_at, version`;

export function toPrayer(row: PrayerRow): Prayer {
  return {
    id: row.id,
    title: row.title,
    details: row.details,
    forWhom: row.forWhom,
    category: row.category,
    status: row.status,
    answeredAt: row.answeredAt,
    testimony: row.testimony,
    createdAt: isoRequired(row.createdAt),
    updatedAt: isoRequired(row.updatedAt),
  };
}

/** prayer_requests through the statements every synced table shares (find, listLive, insert, write, tombstones). */
export const prayerRows = syncedTable<PrayerRow, Prayer>('prayer_requests', PRAYER_COLUMNS, [
  'title',
  'details',
  'forWhom',
  'category',
  'status',
  'answeredAt',
  'testimony',
  'updatedAt',
]);

export const toStoredPrayer: (row: PrayerRow) => Stored<Prayer> = storedFrom(toPrayer);

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
