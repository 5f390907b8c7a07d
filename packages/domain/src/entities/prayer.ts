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
    sharedCircleId: null,
    sharedAnonymously: false,
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

/** How a request is shared (issue 52): with which circle (null: private), and whether without the name. */
export type PrayerShare = { circleId: string | null; anonymous: boolean };

/**
 * Why a request cannot be shared so, or null: a request shared with one circle goes to another only
 * after sharing stops, so no write ever changes two circles (docs/decisions.md).
 */
export function shareProblem(
  row: Pick<Prayer, 'sharedCircleId'>,
  share: PrayerShare,
): 'sharedElsewhere' | null {
  return share.circleId !== null && row.sharedCircleId !== null && row.sharedCircleId !== share.circleId
    ? 'sharedElsewhere'
    : null;
}

/**
 * The request shared as asked (stopping forgets 'anonymously'), or null when that changes nothing,
 * it is deleted (the delete wins) or it is shared with another circle (`shareProblem`).
 */
export function prayerAfterShare<R extends Stored<Prayer>>(row: R, share: PrayerShare, at: string): R | null {
  if (shareProblem(row, share)) return null;
  const sharedAnonymously = share.circleId !== null && share.anonymous;
  if (row.sharedCircleId === share.circleId && row.sharedAnonymously === sharedAnonymously) return null;
  return changedLive(row, (p) => ({ ...p, sharedCircleId: share.circleId, sharedAnonymously }), at);
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
