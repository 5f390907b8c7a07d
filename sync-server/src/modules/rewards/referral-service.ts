import { REFERRAL_POINTS } from '@reign/domain';
import type { Sql } from '../../db/connect';
import { isoRequired } from '../user-data/user-write';
import { awardAchievements } from './achievements';
import { addPoints, pointsBySourcePrefix } from './points-repository';

/** Rewards the referrer once for this new user (the ledger key is the new user's id). */
export async function rewardReferral(sql: Sql, referrerId: number, newUserId: number): Promise<void> {
  await sql.begin(async (tx) => {
    await addPoints(tx, referrerId, REFERRAL_POINTS, 'referral', `referral:${newUserId}`);
    await awardAchievements(tx, referrerId);
  });
}

export async function referralStats(sql: Sql, user: { id: number; referralCode: string }, origin: string) {
  const rows = await sql<{ id: number; displayName: string | null; username: string; createdAt: Date }[]>`
    select id, display_name, username, created_at from users where referred_by = ${user.id} order by created_at desc, id desc`;
  const paid = await pointsBySourcePrefix(sql, user.id, 'referral:');
  const referrals = rows.map((r) => ({
    displayName: r.displayName,
    username: r.username,
    createdAt: isoRequired(r.createdAt),
    pointsEarned: paid.get(`referral:${r.id}`) ?? 0,
  }));
  return {
    referralCode: user.referralCode,
    referralLink: `${origin}/auth?ref=${encodeURIComponent(user.referralCode)}`,
    referrals,
    totalReferrals: referrals.length,
    pointsEarned: referrals.reduce((sum, r) => sum + r.pointsEarned, 0),
  };
}
