import type { Prayer } from '@reign/contract';
import { changedLive, createdOnce, type MutationInput, type Stored, tombstone, withChanges } from './rows';

export type PrayerRequestInput = MutationInput<'prayer.create'>;
export type PrayerRequestChanges = Partial<MutationInput<'prayer.update'>['changes']>;

/** A new prayer request: active, not answered, made at `at`. */
export function newPrayer(input: PrayerRequestInput, at: string): Stored<Prayer> {
  return {
    id: input.id,
    title: input.title,
    details: input.details,
    forWhom: input.forWhom,
    category: input.category,
    status: 'active',
    answeredAt: null,
    testimony: null,
    createdAt: at,
    updatedAt: at,
    deleted: false,
  };
}

/** The request a create makes, or null when its id is stored already (a create sent twice is one request). */
export const prayerAfterCreate = createdOnce(newPrayer);

/**
 * The request with the changes given (only the keys present), or null when it is deleted (the
 * delete wins). A request that is no longer answered forgets its answered date; its testimony stays.
 */
export function prayerAfterUpdate<R extends Stored<Prayer>>(
  row: R,
  changes: PrayerRequestChanges,
  at: string,
): R | null {
  return changedLive(
    row,
    (prayer) => {
      const next = withChanges<Prayer, R>(prayer, changes);
      if (changes.status === 'active' && changes.answeredAt === undefined) next.answeredAt = null;
      return next;
    },
    at,
  );
}

/** The change set 'Mark answered' sends: status, the date and the testimony (null for none). */
export function answerChanges(answeredAt: string, testimony: string | null): PrayerRequestChanges {
  return { status: 'answered', answeredAt, testimony };
}

/** A request's delete: its tombstone, or null when deleted already. */
export function prayerAfterDelete<R extends Stored<Prayer>>(row: R, at: string): R | null {
  return tombstone(row, at);
}

/** Whether a request matches a search (title, details or for whom, any case). */
export function prayerMatches(prayer: Prayer, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [prayer.title, prayer.details, prayer.forWhom].some((t) => t?.toLowerCase().includes(q));
}

/** How many requests were answered in the month of `today` (YYYY-MM-DD, Central). */
export function answeredInMonth(prayers: readonly Prayer[], today: string): number {
  const month = today.slice(0, 7);
  return prayers.filter((p) => p.status === 'answered' && p.answeredAt?.startsWith(month)).length;
}
