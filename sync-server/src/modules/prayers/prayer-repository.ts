import type { Prayer } from '@reign/contract';
import type { Stored } from '@reign/domain';
import type { Queryable } from '../../db/connect';
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

/** The row as the domain's rules take it: the contract's request and whether it is a tombstone. */
export function toStoredPrayer(row: PrayerRow): Stored<Prayer> {
  return { ...toPrayer(row), deleted: row.deletedAt !== null };
}

export async function listLivePrayers(db: Queryable, userId: number): Promise<PrayerRow[]> {
  return db<PrayerRow[]>`
    select ${db.unsafe(PRAYER_COLUMNS)} from prayer_requests
    where user_id = ${userId} and deleted_at is null order by created_at, id`;
}

/** The request with this id whatever its owner (callers compare userId), locked when `forUpdate`. */
export async function findPrayer(
  db: Queryable,
  id: string,
  forUpdate = false,
): Promise<PrayerRow | undefined> {
  const [row] = forUpdate
    ? await db<
        PrayerRow[]
      >`select ${db.unsafe(PRAYER_COLUMNS)} from prayer_requests where id = ${id} for update`
    : await db<PrayerRow[]>`select ${db.unsafe(PRAYER_COLUMNS)} from prayer_requests where id = ${id}`;
  return row;
}

/** The user's live requests among `ids` (the ones a daily plan prays for). */
export async function findOwnPrayers(
  db: Queryable,
  userId: number,
  ids: readonly string[],
): Promise<PrayerRow[]> {
  if (ids.length === 0) return [];
  return db<PrayerRow[]>`
    select ${db.unsafe(PRAYER_COLUMNS)} from prayer_requests
    where user_id = ${userId} and deleted_at is null and id = any(${ids as string[]}::uuid[])`;
}

export async function insertPrayer(
  db: Queryable,
  userId: number,
  prayer: Prayer,
  version: number,
): Promise<PrayerRow> {
  const [row] = await db<PrayerRow[]>`
    insert into prayer_requests (id, user_id, title, details, for_whom, category, status, answered_at, testimony,
                                 created_at, updated_at, version)
    values (${prayer.id}, ${userId}, ${prayer.title}, ${prayer.details}, ${prayer.forWhom}, ${prayer.category},
            ${prayer.status}, ${prayer.answeredAt}, ${prayer.testimony}, ${prayer.createdAt}, ${prayer.updatedAt},
            ${version})
    returning ${db.unsafe(PRAYER_COLUMNS)}`;
  if (!row) throw new Error('prayer insert returned no row');
  return row;
}

/** Writes the request's columns as given (a row the domain's rules made) and its version. */
export async function writePrayer(db: Queryable, prayer: Prayer, version: number): Promise<PrayerRow> {
  const [row] = await db<PrayerRow[]>`
    update prayer_requests set
      title = ${prayer.title}, details = ${prayer.details}, for_whom = ${prayer.forWhom},
      category = ${prayer.category}, status = ${prayer.status}, answered_at = ${prayer.answeredAt},
      testimony = ${prayer.testimony}, updated_at = ${prayer.updatedAt}, version = ${version}
    where id = ${prayer.id}
    returning ${db.unsafe(PRAYER_COLUMNS)}`;
  if (!row) throw new Error('prayer update returned no row');
  return row;
}

/** Writes a tombstone the domain made: deleted at its updatedAt. */
export async function writePrayerTombstone(db: Queryable, prayer: Prayer, version: number): Promise<void> {
  await db`
    update prayer_requests set deleted_at = ${prayer.updatedAt}, updated_at = ${prayer.updatedAt}, version = ${version}
    where id = ${prayer.id}`;
}
