/**
 * What earns points: real use, not scripts (issue 16). The server applies these rules; the app
 * shows them in words. Amounts are in rewards.ts.
 */

/** A plan earns when the server receives it at most this many days after its date. */
export const PLAN_GRACE_DAYS = 7;

/** Shares that count (points, share achievements) per Central day; each must be a verse not counted before. */
export const COUNTED_SHARES_PER_DAY = 5;

/** A referred account is active once it has earning plans on this many different days. */
export const REFERRAL_ACTIVE_DAYS = 3;

/** Referral rewards one referrer can be paid per Central day; later activations wait for another day. */
export const REFERRALS_PAID_PER_DAY = 3;

/** A sign-up from the address of another sign-up with the same code within this many hours pays nothing. */
export const REFERRAL_SAME_ADDRESS_HOURS = 24;

const DAY_MS = 86_400_000;

/** Whole days from one YYYY-MM-DD date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export interface PlanReceipt {
  /** the plan's own date (YYYY-MM-DD, Central) */
  date: string;
  /** the Central date on which the server received it */
  receivedOn: string;
  /** the Central date the account was made */
  accountSince: string;
}

/**
 * Whether a saved plan counts toward streaks, streak achievements, points and referral activity:
 * not dated in the future, received within PLAN_GRACE_DAYS of its date (a plan made offline still
 * counts when it syncs within the week), and not dated before the account existed. Imported plans
 * never count (the import does not ask).
 */
export function planEarns(p: PlanReceipt): boolean {
  const late = daysBetween(p.date, p.receivedOn);
  return late >= 0 && late <= PLAN_GRACE_DAYS && p.date >= p.accountSince;
}

/**
 * A verse reference reduced to what identifies the verse, so 'john 3:16', 'John  3:16' and
 * 'John 3 : 16' are one verse (a share counts once per verse).
 */
export function verseKey(reference: string): string {
  return reference
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s*([:.,–—-])\s*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether a share counts: within the day's allowance, and a verse the user has not shared before. */
export function shareCounts(s: { countedToday: number; verseCountedBefore: boolean }): boolean {
  return s.countedToday < COUNTED_SHARES_PER_DAY && !s.verseCountedBefore;
}

export type ReferralRefusal = 'self_referral' | 'same_address';

/** Why a sign-up with a referral code can never pay, or null when it may once the friend is active. */
export function referralRefusal(r: {
  /** the sign-up came from an address the referrer used, or with the referrer's e-mail */
  matchesReferrer: boolean;
  /** another sign-up with this code came from the same address within REFERRAL_SAME_ADDRESS_HOURS */
  sameAddressRecently: boolean;
}): ReferralRefusal | null {
  if (r.matchesReferrer) return 'self_referral';
  if (r.sameAddressRecently) return 'same_address';
  return null;
}

/** Whether a pending referral pays now: the friend is active and the referrer's day has room. */
export function referralPaysNow(r: { activeDays: number; paidToday: number }): boolean {
  return r.activeDays >= REFERRAL_ACTIVE_DAYS && r.paidToday < REFERRALS_PAID_PER_DAY;
}
