import type { EarnedAchievement } from '@reign/contract';
import { centralDate, personToday, planEarns } from '@reign/domain';
import type { Tx } from '../../db/connect';
import { findTimeZone } from '../profile';
import { findUserById } from '../users';
import { awardAchievements } from './achievements';
import { insertEarningDay } from './earning-day-repository';
import { insertEarningReadingDay } from './earning-reading-day-repository';
import { activateReferral } from './referral-service';

/**
 * Whether a day the person kept (a plan's date, a day read's date), received at `at`, earns
 * (packages/domain fair-points.ts: received within a week of its date, not dated in the future or
 * before the account existed), judged on the person's own today then (issue 39): a plan for
 * Manila's today, saved while Chicago is still on yesterday, is not one 'in the future'.
 */
async function earnsNow(tx: Tx, userId: number, date: string, at: Date): Promise<boolean> {
  const user = await findUserById(tx, userId);
  if (!user) return false;
  const zone = await findTimeZone(tx, userId);
  const since = [centralDate(user.createdAt), personToday(user.createdAt, zone)].sort()[0] as string;
  return planEarns({ date, receivedOn: personToday(at, zone), accountSince: since });
}

/**
 * Called when a plan is saved (REST or sync push, inside the write's transaction): when the plan
 * earns its day becomes an earning day, which may complete a streak achievement and make the
 * account active for its referrer. An imported plan never comes here. Answers the achievements
 * this plan earned.
 */
export async function notePlanSaved(
  tx: Tx,
  plan: { userId: number; entryId: string; date: string; receivedAt: string },
): Promise<EarnedAchievement[]> {
  const at = new Date(plan.receivedAt);
  if (!(await earnsNow(tx, plan.userId, plan.date, at)) || !(await insertEarningDay(tx, plan))) return [];
  const earned = await awardAchievements(tx, plan.userId, at);
  await activateReferral(tx, plan.userId, at);
  return earned;
}

/**
 * Called when a day of a reading plan is ticked (REST or sync push, inside the write's
 * transaction): received in time, its date counts toward the streak achievements too (the one
 * streak: docs/decisions.md 'Streaks'). It pays no points of its own and does not make a referred
 * account active. An imported day never comes here.
 */
export async function noteReadingDay(
  tx: Tx,
  day: { userId: number; date: string; receivedAt: string },
): Promise<EarnedAchievement[]> {
  const at = new Date(day.receivedAt);
  if (!(await earnsNow(tx, day.userId, day.date, at)) || !(await insertEarningReadingDay(tx, day))) return [];
  return awardAchievements(tx, day.userId, at);
}
