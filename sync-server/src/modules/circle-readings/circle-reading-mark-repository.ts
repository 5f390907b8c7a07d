import type { CircleChangeOf } from '@reign/contract';
import type { Queryable, Tx } from '../../db/connect';
import { isoRequired } from '../../lib/dates';
import {
  circlesWithRowsOf,
  dayRowFields,
  tombstoneOfReadings,
  tombstoneRowsBy,
  type ViewedDayRow,
} from './member-rows';
import { changeOf, type Versions, whichRows } from './versions';

// circle_reading_marks: each member's days read of the circle's plan (migration 0144).

export interface ReadMark {
  id: string;
  readingId: string;
  day: number;
  userId: number;
}

/** Marks the day read (again) at `version`: one row per reader and day, under its id. */
export async function putReadMark(tx: Tx, circleId: string, m: ReadMark, version: number, at: Date) {
  await tx`
    insert into circle_reading_marks (circle_id, id, reading_id, day, user_id, read_at, version)
    values (${circleId}, ${m.id}, ${m.readingId}, ${m.day}, ${m.userId}, ${at}, ${version})
    on conflict (circle_id, id) do update set deleted_at = null, read_at = ${at}, version = ${version}`;
}

/** The day is no longer read: its live mark, if any, becomes a tombstone at `version`. */
export async function unreadMark(tx: Tx, circleId: string, id: string, version: number, at: Date) {
  await tx`
    update circle_reading_marks set deleted_at = ${at}, version = ${version}
    where circle_id = ${circleId} and id = ${id} and deleted_at is null`;
}

/** Whether the mark with this id is live (the day read). */
export async function isRead(db: Queryable, circleId: string, id: string): Promise<boolean> {
  const [row] = await db`
    select 1 from circle_reading_marks where circle_id = ${circleId} and id = ${id} and deleted_at is null`;
  return row !== undefined;
}

/** How many days the person marked read since `since`, in all their circles (CIRCLE_LIMITS.readsPerDay). */
export async function countReadsSince(db: Queryable, userId: number, since: Date): Promise<number> {
  const [row] = await db<{ count: number }[]>`
    select count(*)::int as count from circle_reading_marks where user_id = ${userId} and read_at > ${since}`;
  return row?.count ?? 0;
}

interface ViewedRead extends ViewedDayRow {
  readAt: Date;
}

/** The circle's marks as the pull reads them: every member sees who read (the circle reads together). */
export async function viewedReads(
  db: Queryable,
  circleId: string,
  viewerId: number,
  which: Versions,
): Promise<CircleChangeOf<'circleReadingMarks'>[]> {
  const rows = await db<ViewedRead[]>`
    select r.id, r.circle_id, r.reading_id, r.day, r.read_at, r.version, r.deleted_at,
      coalesce(r.user_id = ${viewerId}, false) as mine, u.display_name, u.username
    from circle_reading_marks r left join users u on u.id = r.user_id
    where r.circle_id = ${circleId} and ${whichRows(db, which)}`;
  return rows.map((r) =>
    changeOf('circleReadingMarks', r, () => ({
      ...dayRowFields(r),
      readAt: isoRequired(r.readAt),
    })),
  );
}

/** The plans' rows, and the person's, leave as tombstones alike (member-rows.ts). */
export const tombstoneReadsOf = (
  tx: Tx,
  circleId: string,
  readingIds: readonly string[],
  version: number,
  at: Date,
) => tombstoneOfReadings(tx, 'circle_reading_marks', circleId, readingIds, version, at);
export const circlesWithReadsOf = (db: Queryable, userId: number) =>
  circlesWithRowsOf(db, 'circle_reading_marks', userId);
export const tombstoneReadsBy = (tx: Tx, circleId: string, userId: number, version: number, at: Date) =>
  tombstoneRowsBy(tx, 'circle_reading_marks', circleId, userId, version, at);
