import type { Prayer } from '@reign/contract';
import type { Queryable, Tx } from '../../db/connect';
import { declaredTable, type EntityRow, valueColumns } from '../../db/synced-table';

/**
 * prayer_requests: every field of the contract's prayer request and its column (a field without
 * one does not compile), through the statements every synced table shares.
 */
export const prayerRows = declaredTable<Prayer>('prayer_requests', {
  ...valueColumns('title', 'details', 'forWhom', 'category', 'status', 'testimony'),
  answeredAt: 'date',
  ...valueColumns('sharedCircleId', 'sharedAnonymously'),
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

/** The request was shared now (its `shared_at`, which only the day's bound reads). */
export async function markShared(tx: Tx, id: string, at: Date): Promise<void> {
  await tx`update prayer_requests set shared_at = ${at} where id = ${id}`;
}

/**
 * How many of the person's requests other than `id` were shared since `since`
 * (CIRCLE_LIMITS.sharedPerDay: a request stopped and shared again counts once).
 */
export async function countSharedSince(
  db: Queryable,
  userId: number,
  since: Date,
  id: string,
): Promise<number> {
  const [row] = await db<{ count: number }[]>`
    select count(*)::int as count from prayer_requests
    where user_id = ${userId} and shared_at > ${since} and id <> ${id}`;
  return row?.count ?? 0;
}

/** The person's live requests shared with the circle stop being shared (they left it), at `version`. */
export async function clearShares(
  tx: Tx,
  userId: number,
  circleId: string,
  version: number,
  at: Date,
): Promise<void> {
  await tx`
    update prayer_requests set shared_circle_id = null, shared_anonymously = false, updated_at = ${at},
      version = ${version}
    where user_id = ${userId} and shared_circle_id = ${circleId} and deleted_at is null`;
}
