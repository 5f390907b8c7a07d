import type { Queryable } from '../../db/connect';
import type { DayCount } from './day-count';

// prayer_wall_requests: members' requests and the moderator's word on them (migration 0139).

export type StoredStatus = 'pending' | 'approved' | 'rejected' | 'removed';

export interface WallRow {
  id: string;
  authorId: number;
  anonymous: boolean;
  title: string;
  details: string | null;
  status: StoredStatus;
  createdAt: Date;
  approvedAt: Date | null;
  expiresAt: Date | null;
  /** reports the moderator has not looked at */
  openReports: number;
}

/** A request with the author's names, for those who may see them (the author, the moderator). */
export interface NamedWallRow extends WallRow {
  displayName: string | null;
  username: string;
}

const COLUMNS = `r.id, r.author_id, r.anonymous, r.title, r.details, r.status, r.created_at, r.approved_at,
  r.expires_at,
  (select count(*)::int from prayer_wall_reports p where p.request_id = r.id and p.cleared_at is null) as open_reports`;

export async function insertRequest(
  db: Queryable,
  row: { id: string; authorId: number; anonymous: boolean; title: string; details: string | null; at: Date },
): Promise<void> {
  await db`
    insert into prayer_wall_requests (id, author_id, anonymous, title, details, status, created_at)
    values (${row.id}, ${row.authorId}, ${row.anonymous}, ${row.title}, ${row.details}, 'pending', ${row.at})`;
}

/** A request not deleted by its author, with its author's names. */
export async function findRequest(db: Queryable, id: string): Promise<NamedWallRow | undefined> {
  const [row] = await db<NamedWallRow[]>`
    select ${db.unsafe(COLUMNS)}, u.display_name, u.username
    from prayer_wall_requests r join users u on u.id = r.author_id
    where r.id = ${id} and r.deleted_at is null`;
  return row;
}

/** How many requests the person posted since `since`, deleted ones too (WALL_LIMITS.requestsPerDay). */
export async function countPostedSince(db: Queryable, authorId: number, since: Date): Promise<DayCount> {
  const [row] = await db<DayCount[]>`
    select count(*)::int as count, min(created_at) as oldest from prayer_wall_requests
    where author_id = ${authorId} and created_at > ${since}`;
  return row ?? { count: 0, oldest: null };
}

/** The person's own requests not deleted, newest first. */
export function requestsOf(db: Queryable, authorId: number, limit: number): Promise<WallRow[]> {
  return db<WallRow[]>`
    select ${db.unsafe(COLUMNS)} from prayer_wall_requests r
    where r.author_id = ${authorId} and r.deleted_at is null
    order by r.created_at desc, r.id limit ${limit}`;
}

/** A request on the wall now: approved, not expired, no report waiting, not deleted. */
const onWall = (db: Queryable, at: Date) => db`
  r.status = 'approved' and r.deleted_at is null and r.expires_at > ${at}
  and not exists (select 1 from prayer_wall_reports p where p.request_id = r.id and p.cleared_at is null)`;

/**
 * The wall's requests, newest approved first: names read only for requests not anonymous (an
 * anonymous row carries no name out of the database), `mine` for the viewer's own.
 */
export function wallRequests(
  db: Queryable,
  viewerId: number,
  at: Date,
  which: { limit: number } | { id: string },
) {
  const filter = 'id' in which ? db`and r.id = ${which.id}` : db``;
  const limit = 'id' in which ? 1 : which.limit;
  return db<
    {
      id: string;
      title: string;
      details: string | null;
      displayName: string | null;
      username: string | null;
      mine: boolean;
      approvedAt: Date;
      expiresAt: Date;
      prayedCount: number;
    }[]
  >`
    select r.id, r.title, r.details, r.approved_at, r.expires_at,
      r.author_id = ${viewerId} as mine,
      case when not r.anonymous then u.display_name end as display_name,
      case when not r.anonymous then u.username end as username,
      (select count(*)::int from prayer_wall_prayed d where d.request_id = r.id) as prayed_count
    from prayer_wall_requests r join users u on u.id = r.author_id
    where ${onWall(db, at)} ${filter}
    order by r.approved_at desc, r.id limit ${limit}`;
}

/** Whether the request is on the wall now (one a member may report or pray for). */
export async function isOnWall(db: Queryable, id: string, at: Date): Promise<boolean> {
  const [row] = await db`select 1 from prayer_wall_requests r where r.id = ${id} and ${onWall(db, at)}`;
  return row !== undefined;
}

/** The moderator's queues, oldest first: pending requests, and approved ones with open reports. */
export function queueRequests(db: Queryable, which: 'pending' | 'reported', limit: number) {
  const filter =
    which === 'pending'
      ? db`r.status = 'pending'`
      : db`r.status = 'approved' and exists (
          select 1 from prayer_wall_reports p where p.request_id = r.id and p.cleared_at is null)`;
  return db<NamedWallRow[]>`
    select ${db.unsafe(COLUMNS)}, u.display_name, u.username
    from prayer_wall_requests r join users u on u.id = r.author_id
    where r.deleted_at is null and ${filter}
    order by r.created_at, r.id limit ${limit}`;
}

/** The moderator's word: approved (with its days) or rejected, from pending only; answers whether it was. */
export async function decidePending(
  db: Queryable,
  id: string,
  decision: { status: 'approved'; at: Date; expiresAt: Date } | { status: 'rejected' },
): Promise<boolean> {
  const rows =
    decision.status === 'approved'
      ? await db`
          update prayer_wall_requests
          set status = 'approved', approved_at = ${decision.at}, expires_at = ${decision.expiresAt}
          where id = ${id} and status = 'pending' and deleted_at is null returning id`
      : await db`
          update prayer_wall_requests set status = 'rejected'
          where id = ${id} and status = 'pending' and deleted_at is null returning id`;
  return rows.length > 0;
}

/** The moderator takes a request off the wall for good. */
export async function markRemoved(db: Queryable, id: string): Promise<void> {
  await db`update prayer_wall_requests set status = 'removed' where id = ${id}`;
}

/** The author deletes their own request; answers whether there was one of theirs. */
export async function markDeleted(db: Queryable, id: string, authorId: number, at: Date): Promise<boolean> {
  const rows = await db`
    update prayer_wall_requests set deleted_at = ${at}
    where id = ${id} and author_id = ${authorId} and deleted_at is null returning id`;
  return rows.length > 0;
}
