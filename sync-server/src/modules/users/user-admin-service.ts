import type { PageQuery } from '@reign/contract';
import { personToday } from '@reign/domain';
import type { Sql } from '../../db/connect';
import { iso, isoRequired } from '../../lib/dates';
import { notFound } from '../../lib/http-error';
import { KEY_PART, pageOf, readCursor } from '../../lib/paging';
import { personStreak } from '../streaks';
import {
  latestPlans,
  latestShares,
  referralsWithPoints,
  searchUsers,
  userFigures,
} from './user-admin-repository';
import { userExists } from './user-repository';

async function mustExist(sql: Sql, id: number) {
  if (!(await userExists(sql, id))) throw notFound();
}

export async function userList(sql: Sql, query: { search: string; page: number; pageSize: number }) {
  const { rows, total } = await searchUsers(sql, query);
  return {
    users: rows.map((r) => ({ ...r, createdAt: isoRequired(r.createdAt) })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function userAnalytics(sql: Sql, userId: number, now: Date) {
  await mustExist(sql, userId);
  const figures = await userFigures(sql, userId);
  // the person's today in their zone: the streak they see themselves
  const today = personToday(now, figures?.timeZone);
  return {
    totalEntries: figures?.totalEntries ?? 0,
    totalShares: figures?.totalShares ?? 0,
    totalShareClicks: figures?.totalShareClicks ?? 0,
    totalReferrals: figures?.totalReferrals ?? 0,
    // the streak the person sees on their screens (grace days included): the one streak
    consecutiveDays: (await personStreak(sql, userId, today)).current,
    lastActiveDate: iso(figures?.lastActive ?? null),
  };
}

/** A page of the users this user referred, newest first (the list is paged, issue 40). */
export async function userReferrals(sql: Sql, userId: number, query: PageQuery) {
  await mustExist(sql, userId);
  const after = readCursor(query.cursor, [KEY_PART.integer, KEY_PART.integer]);
  const rows = await referralsWithPoints(sql, userId, query.limit, after);
  return pageOf(
    rows,
    query.limit,
    (r) => [r.pageAt, String(r.id)],
    ({ pageAt: _, ...r }) => ({
      ...r,
      status:
        r.status === 'paid'
          ? ('paid' as const)
          : r.status === 'pending'
            ? ('pending' as const)
            : ('not_eligible' as const),
      createdAt: isoRequired(r.createdAt),
    }),
  );
}

export async function userShares(sql: Sql, userId: number) {
  await mustExist(sql, userId);
  return (await latestShares(sql, userId)).map((r) => ({ ...r, createdAt: isoRequired(r.createdAt) }));
}

export async function userPlans(sql: Sql, userId: number) {
  await mustExist(sql, userId);
  return latestPlans(sql, userId);
}
