import type { EarnedAchievement } from '@reign/contract';
import { centralDate, personToday, planEarns } from '@reign/domain';
import type { Tx } from '../../db/connect';
import { findTimeZone } from '../profile';
import { findUserById } from '../users';
import { awardAchievements } from './achievements';
import { insertEarningDay } from './earning-day-repository';
import { activateReferral } from './referral-service';

/**
 * Called when a plan is saved (REST or sync push, inside the write's transaction): when the plan
 * earns (packages/domain fair-points.ts: received within a week of its date, not dated in the
 * future or before the account existed) its day becomes an earning day, which may complete a streak
 * achievement and make the account active for its referrer. An imported plan never comes here.
 * Answers the achievements this plan earned.
 */
export async function notePlanSaved(
  tx: Tx,
  plan: { userId: number; entryId: string; date: string; receivedAt: string },
): Promise<EarnedAchievement[]> {
  const at = new Date(plan.receivedAt);
  const user = await findUserById(tx, plan.userId);
  if (!user) return [];
  // received on the person's own today (issue 39): a plan for Manila's today, saved while Chicago is
  // still on yesterday, is not one 'in the future'
  const zone = await findTimeZone(tx, plan.userId);
  const since = [centralDate(user.createdAt), personToday(user.createdAt, zone)].sort()[0] as string;
  const earns = planEarns({ date: plan.date, receivedOn: personToday(at, zone), accountSince: since });
  if (!earns || !(await insertEarningDay(tx, plan))) return [];
  const earned = await awardAchievements(tx, plan.userId);
  await activateReferral(tx, plan.userId, at);
  return earned;
}
