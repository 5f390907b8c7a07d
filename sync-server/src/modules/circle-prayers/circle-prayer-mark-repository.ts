import type { CircleChangeOf, OwnPrayerMark } from '@reign/contract';
import { memberName } from '@reign/domain';
import type { Queryable, Tx } from '../../db/connect';
import { isoRequired } from '../../lib/dates';

// circle_prayer_marks: each 'I prayed' of a member for a request shared with the circle (migration 0137).

export interface MarkRow {
  id: string;
  prayerId: string;
  userId: number;
  prayedAt: Date;
}

/** The circle's tap with this id, whoever made it and whatever became of it since. */
export async function findMark(db: Queryable, circleId: string, id: string): Promise<MarkRow | undefined> {
  const [row] = await db<MarkRow[]>`
    select id, prayer_id, user_id, prayed_at from circle_prayer_marks where circle_id = ${circleId} and id = ${id}`;
  return row;
}

export async function insertMark(tx: Tx, circleId: string, mark: MarkRow, version: number): Promise<void> {
  await tx`
    insert into circle_prayer_marks (circle_id, id, prayer_id, user_id, prayed_at, version)
    values (${circleId}, ${mark.id}, ${mark.prayerId}, ${mark.userId}, ${mark.prayedAt}, ${version})`;
}

/**
 * How many times the person said 'I prayed' since `since`, in all their circles
 * (CIRCLE_LIMITS.prayedPerDay): the one read by person across circles (docs/decisions.md).
 */
export async function countMarksSince(db: Queryable, userId: number, since: Date): Promise<number> {
  const [row] = await db<{ count: number }[]>`
    select count(*)::int as count from circle_prayer_marks where user_id = ${userId} and prayed_at > ${since}`;
  return row?.count ?? 0;
}

/** The taps for these requests become tombstones at `version` (their requests stopped being shared). */
export async function tombstoneMarksOf(
  tx: Tx,
  circleId: string,
  prayerIds: readonly string[],
  version: number,
  at: Date,
): Promise<void> {
  if (prayerIds.length === 0) return;
  await tx`
    update circle_prayer_marks set deleted_at = ${at}, version = ${version}
    where circle_id = ${circleId} and deleted_at is null and prayer_id = any(${prayerIds as string[]}::uuid[])`;
}

/** The circles where the person's taps are still live (they may have left some of them). */
export async function circlesWithMarksOf(db: Queryable, userId: number): Promise<string[]> {
  const rows = await db<{ circleId: string }[]>`
    select distinct circle_id as "circleId" from circle_prayer_marks
    where user_id = ${userId} and deleted_at is null`;
  return rows.map((r) => r.circleId);
}

/** The person's taps in one circle become tombstones at `version` (their account is deleted). */
export async function tombstoneMarksBy(
  tx: Tx,
  circleId: string,
  userId: number,
  version: number,
  at: Date,
): Promise<void> {
  await tx`
    update circle_prayer_marks set deleted_at = ${at}, version = ${version}
    where circle_id = ${circleId} and user_id = ${userId} and deleted_at is null`;
}

/** The person's live taps, oldest first, with the request's title while it is shared (their export). */
export async function ownMarks(db: Queryable, userId: number): Promise<OwnPrayerMark[]> {
  const rows = await db<
    { id: string; circleId: string; prayerId: string; title: string | null; prayedAt: Date }[]
  >`
    select m.id, m.circle_id as "circleId", m.prayer_id as "prayerId", p.title, m.prayed_at as "prayedAt"
    from circle_prayer_marks m
      left join circle_prayers p on p.circle_id = m.circle_id and p.id = m.prayer_id and p.deleted_at is null
    where m.user_id = ${userId} and m.deleted_at is null
    order by m.prayed_at, m.id`;
  return rows.map((r) => ({ ...r, prayedAt: isoRequired(r.prayedAt) }));
}

interface ViewedMark {
  id: string;
  circleId: string;
  prayerId: string;
  /** who prayed, read only for the request's asker */
  displayName: string | null;
  username: string | null;
  mine: boolean;
  prayedAt: Date;
  version: string;
  deletedAt: Date | null;
}

/** A tap as one member may see it: who prayed, for the request's asker only. */
function viewed(r: ViewedMark): CircleChangeOf<'circlePrayerMarks'> {
  const change = { table: 'circlePrayerMarks' as const, id: r.id, version: Number(r.version) };
  if (r.deletedAt) return { ...change, deleted: true, row: null };
  return {
    ...change,
    deleted: false,
    row: {
      id: r.id,
      circleId: r.circleId,
      prayerId: r.prayerId,
      name: r.username === null ? null : memberName({ displayName: r.displayName, username: r.username }),
      mine: r.mine,
      prayedAt: isoRequired(r.prayedAt),
    },
  };
}

/** One tap as the member `viewerId` sees it (the answer to their 'I prayed'). */
export async function viewedMark(
  db: Queryable,
  circleId: string,
  viewerId: number,
  id: string,
): Promise<CircleChangeOf<'circlePrayerMarks'> | undefined> {
  return (await viewedMarks(db, circleId, viewerId, { id }))[0];
}

/**
 * The circle's taps changed after `cursor` (at most `limit`, oldest version first), at exactly
 * `version`, or one by id, as the member `viewerId` may see them (the circle's pull).
 */
export async function viewedMarks(
  db: Queryable,
  circleId: string,
  viewerId: number,
  which: { after: number; limit: number } | { at: number } | { id: string },
): Promise<CircleChangeOf<'circlePrayerMarks'>[]> {
  const where =
    'id' in which
      ? db`m.id = ${which.id}`
      : 'at' in which
        ? db`m.version = ${which.at}`
        : db`m.version > ${which.after} order by m.version, m.id limit ${which.limit}`;
  const rows = await db<ViewedMark[]>`
    select m.id, m.circle_id, m.prayer_id, m.prayed_at, m.version, m.deleted_at,
      coalesce(m.user_id = ${viewerId}, false) as mine,
      case when p.asker_id = ${viewerId} then u.display_name end as display_name,
      case when p.asker_id = ${viewerId} then u.username end as username
    from circle_prayer_marks m
      left join users u on u.id = m.user_id
      left join circle_prayers p on p.circle_id = m.circle_id and p.id = m.prayer_id
    where m.circle_id = ${circleId} and ${where}`;
  return rows.map(viewed);
}
