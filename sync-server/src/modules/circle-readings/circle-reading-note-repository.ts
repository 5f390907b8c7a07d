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

// circle_reading_notes: the members' notes on a day of the circle's plan (migration 0144).

export interface NoteRow {
  id: string;
  readingId: string;
  day: number;
  userId: number | null;
  body: string;
  deletedAt: Date | null;
}

/** The circle's note with this id, whoever wrote it and whatever became of it since. */
export async function findNote(db: Queryable, circleId: string, id: string): Promise<NoteRow | undefined> {
  const [row] = await db<NoteRow[]>`
    select id, reading_id, day, user_id, body, deleted_at from circle_reading_notes
    where circle_id = ${circleId} and id = ${id}`;
  return row;
}

export async function insertNote(
  tx: Tx,
  circleId: string,
  n: Omit<NoteRow, 'deletedAt'>,
  version: number,
  at: Date,
): Promise<void> {
  await tx`
    insert into circle_reading_notes (circle_id, id, reading_id, day, user_id, body, created_at, version)
    values (${circleId}, ${n.id}, ${n.readingId}, ${n.day}, ${n.userId}, ${n.body}, ${at}, ${version})`;
}

/** One note becomes a tombstone at `version`. */
export async function tombstoneNote(tx: Tx, circleId: string, id: string, version: number, at: Date) {
  await tx`
    update circle_reading_notes set deleted_at = ${at}, version = ${version}
    where circle_id = ${circleId} and id = ${id} and deleted_at is null`;
}

/** How many notes the person left since `since`, in all their circles (CIRCLE_LIMITS.notesPerDay). */
export async function countNotesSince(db: Queryable, userId: number, since: Date): Promise<number> {
  const [row] = await db<{ count: number }[]>`
    select count(*)::int as count from circle_reading_notes where user_id = ${userId} and created_at > ${since}`;
  return row?.count ?? 0;
}

/** The person's live notes, oldest first (their export). */
export async function ownNotes(db: Queryable, userId: number) {
  const rows = await db<
    { id: string; circleId: string; readingId: string; day: number; body: string; createdAt: Date }[]
  >`
    select id, circle_id, reading_id, day, body, created_at from circle_reading_notes
    where user_id = ${userId} and deleted_at is null order by created_at, id`;
  return rows.map((r) => ({ ...r, createdAt: isoRequired(r.createdAt) }));
}

interface ViewedNote extends ViewedDayRow {
  body: string;
  createdAt: Date;
}

/** The circle's notes as the pull reads them: each with its writer's name. */
export async function viewedNotes(
  db: Queryable,
  circleId: string,
  viewerId: number,
  which: Versions,
): Promise<CircleChangeOf<'circleReadingNotes'>[]> {
  const rows = await db<ViewedNote[]>`
    select r.id, r.circle_id, r.reading_id, r.day, r.body, r.created_at, r.version, r.deleted_at,
      coalesce(r.user_id = ${viewerId}, false) as mine, u.display_name, u.username
    from circle_reading_notes r left join users u on u.id = r.user_id
    where r.circle_id = ${circleId} and ${whichRows(db, which)}`;
  return rows.map((r) =>
    changeOf('circleReadingNotes', r, () => ({
      ...dayRowFields(r),
      body: r.body,
      createdAt: isoRequired(r.createdAt),
    })),
  );
}

/** The plans' rows, and the person's, leave as tombstones alike (member-rows.ts). */
export const tombstoneNotesOf = (
  tx: Tx,
  circleId: string,
  readingIds: readonly string[],
  version: number,
  at: Date,
) => tombstoneOfReadings(tx, 'circle_reading_notes', circleId, readingIds, version, at);
export const circlesWithNotesOf = (db: Queryable, userId: number) =>
  circlesWithRowsOf(db, 'circle_reading_notes', userId);
export const tombstoneNotesBy = (tx: Tx, circleId: string, userId: number, version: number, at: Date) =>
  tombstoneRowsBy(tx, 'circle_reading_notes', circleId, userId, version, at);
