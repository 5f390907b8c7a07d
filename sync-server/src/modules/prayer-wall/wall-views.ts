import type { ModeratedWallRequest, MyWallRequest, WallRequest, WallStatus } from '@reign/contract';
import { memberName } from '@reign/domain';
import { iso, isoRequired } from '../../lib/dates';
import type { NamedWallRow, WallRow, wallRequests } from './wall-request-repository';

// How a request is shown: on the wall (to any member), among one's own, to the moderator.

/** Where a request stands at `at`: an approved one reported is in review, one past its days expired. */
export function statusAt(row: WallRow, at: Date): WallStatus {
  if (row.status !== 'approved') return row.status;
  if (row.openReports > 0) return 'inReview';
  if (row.expiresAt && row.expiresAt.getTime() <= at.getTime()) return 'expired';
  return 'approved';
}

export function myView(row: WallRow, at: Date): MyWallRequest {
  return {
    id: row.id,
    title: row.title,
    details: row.details,
    anonymous: row.anonymous,
    status: statusAt(row, at),
    createdAt: isoRequired(row.createdAt),
    expiresAt: iso(row.expiresAt),
  };
}

export function moderatedView(
  row: NamedWallRow,
  at: Date,
  reports: { reason: string | null; reportedAt: Date }[],
): ModeratedWallRequest {
  return {
    ...myView(row, at),
    authorId: row.authorId,
    authorName: memberName(row),
    reports: reports.map((r) => ({ reason: r.reason, reportedAt: isoRequired(r.reportedAt) })),
  };
}

type OnWallRow = Awaited<ReturnType<typeof wallRequests>>[number];

/** A request on the wall: the author named only when not anonymous (the row then holds no name). */
export function wallView(row: OnWallRow): WallRequest {
  return {
    id: row.id,
    title: row.title,
    details: row.details,
    name: row.username === null ? null : memberName({ displayName: row.displayName, username: row.username }),
    mine: row.mine,
    approvedAt: isoRequired(row.approvedAt),
    expiresAt: isoRequired(row.expiresAt),
    prayedCount: row.prayedCount,
  };
}
