import type { Queryable } from '../../db/connect';
import type { DayCount } from './day-count';

// prayer_wall_reports: one report per person per request; the open ones hide it (migration 0139).

/** Records a report; answers false when this person reported the request before. */
export async function insertReport(
  db: Queryable,
  report: { requestId: string; reporterId: number; reason: string | null; at: Date },
): Promise<boolean> {
  const rows = await db`
    insert into prayer_wall_reports (request_id, reporter_id, reason, reported_at)
    values (${report.requestId}, ${report.reporterId}, ${report.reason}, ${report.at})
    on conflict do nothing returning request_id`;
  return rows.length > 0;
}

/** How many reports the person made since `since` (WALL_LIMITS.reportsPerDay). */
export async function countReportsSince(db: Queryable, reporterId: number, since: Date): Promise<DayCount> {
  const [row] = await db<DayCount[]>`
    select count(*)::int as count, min(reported_at) as oldest from prayer_wall_reports
    where reporter_id = ${reporterId} and reported_at > ${since}`;
  return row ?? { count: 0, oldest: null };
}

/** The open reports of these requests (reasons only: reporters stay unnamed), oldest first. */
export function openReportsOf(db: Queryable, requestIds: readonly string[]) {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db<{ requestId: string; reason: string | null; reportedAt: Date }[]>`
    select request_id, reason, reported_at from prayer_wall_reports
    where cleared_at is null and request_id = any(${requestIds as string[]}::uuid[])
    order by reported_at`;
}

/** The moderator looked: the request's open reports are cleared (their reporters cannot report it again). */
export async function clearReports(db: Queryable, requestId: string, at: Date): Promise<number> {
  const rows = await db`
    update prayer_wall_reports set cleared_at = ${at}
    where request_id = ${requestId} and cleared_at is null returning request_id`;
  return rows.length;
}
