import { REFERRAL_STATS_SHOWN } from '@reign/contract';
import {
  addDays,
  personTimeZone,
  REFERRAL_POINTS,
  REFERRAL_SAME_ADDRESS_HOURS,
  referralPaysNow,
  referralRefusal,
  zonedDate,
  zonedInstant,
} from '@reign/domain';
import type { Queryable, Sql, Tx } from '../../db/connect';
import { isoRequired } from '../../lib/dates';
import { findTimeZone } from '../profile';
import { findUserById, lockUser } from '../users';
import { awardAchievements } from './achievements';
import { accountUsedAddress } from './address-repository';
import { earningDayCount } from './earning-day-repository';
import { addPoints } from './points-service';
import {
  insertReferral,
  lockPendingReferral,
  markReferralPaid,
  recentReferralFrom,
  referralsOf,
  referralsPaidBetween,
  referralTotals,
} from './referral-repository';

/**
 * At sign-up with a referral code: records the referral as pending (paid once the friend is
 * active), or as refused for good when it is a self-referral (an address the referrer used lately,
 * or the referrer's e-mail) or another sign-up with this code came from the same address within a
 * day. Nothing is paid here.
 */
export async function recordReferral(
  db: Queryable,
  r: { referrerId: number; referredId: number; address: string; email: string | null },
): Promise<void> {
  const referrer = await findUserById(db, r.referrerId);
  if (!referrer) return;
  const sameEmail = !!r.email && !!referrer.email && referrer.email.toLowerCase() === r.email.toLowerCase();
  const refusal = referralRefusal({
    matchesReferrer: sameEmail || (await accountUsedAddress(db, r.referrerId, r.address)),
    sameAddressRecently: await recentReferralFrom(db, r.referrerId, r.address, REFERRAL_SAME_ADDRESS_HOURS),
  });
  await insertReferral(db, { ...r, refusal });
}

/**
 * After a new earning plan day of `userId` (inside that write's transaction): pays their referrer
 * when the account is now active and the referrer has room in the day's cap; otherwise the referral
 * stays pending and the next earning day asks again. Locks: the friend's row is held by the write,
 * then the referrer's (older accounts only, so never a cycle).
 */
export async function activateReferral(tx: Tx, userId: number, at: Date): Promise<void> {
  const pending = await lockPendingReferral(tx, userId);
  if (!pending) return;
  const activeDays = await earningDayCount(tx, userId);
  await lockUser(tx, pending.referrerId);
  // the referrer's day, in their zone (issue 39), from its midnight to the next (computed here: a
  // zone the browser knows may be missing from the database's zone data)
  const zone = personTimeZone(await findTimeZone(tx, pending.referrerId));
  const day = zonedDate(at, zone);
  const paidToday = await referralsPaidBetween(
    tx,
    pending.referrerId,
    zonedInstant(day, '00:00', zone),
    zonedInstant(addDays(day, 1), '00:00', zone),
  );
  if (!referralPaysNow({ activeDays, paidToday })) return;
  await markReferralPaid(tx, userId, at.toISOString());
  const friend = await findUserById(tx, userId);
  await addPoints(
    tx,
    pending.referrerId,
    REFERRAL_POINTS,
    'referral',
    `referral:${userId}`,
    `Referral: @${friend?.username ?? userId} became active`,
  );
  await awardAchievements(tx, pending.referrerId, at);
}

/**
 * The referral tab: the newest REFERRAL_STATS_SHOWN referred friends with each referral's state and
 * the points it paid (the list is bounded, issue 40); the totals count every referral.
 */
export async function referralStats(sql: Sql, user: { id: number; referralCode: string }, origin: string) {
  const rows = await referralsOf(sql, user.id, REFERRAL_STATS_SHOWN);
  const totals = await referralTotals(sql, user.id);
  const referrals = rows.map((r) => ({
    displayName: r.displayName,
    username: r.username,
    createdAt: isoRequired(r.createdAt),
    status: r.status === 'refused' ? ('not_eligible' as const) : r.status,
    pointsEarned: r.pointsEarned,
  }));
  return {
    referralCode: user.referralCode,
    referralLink: `${origin}/auth?ref=${encodeURIComponent(user.referralCode)}`,
    referrals,
    totalReferrals: totals.total,
    pendingReferrals: totals.pending,
    pointsEarned: totals.points,
  };
}
