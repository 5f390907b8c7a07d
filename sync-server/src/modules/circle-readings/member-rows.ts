import { memberName } from '@reign/domain';
import type { Queryable, Tx } from '../../db/connect';

// What the two tables of a member's words on a plan read together (their days read, their notes)
// do alike: leave with the plan, and leave with the person's account. Each repository names its table.

export type MemberTable = 'circle_reading_marks' | 'circle_reading_notes';

/** A plan's rows become tombstones at `version` (the circle stopped reading it). */
export async function tombstoneOfReadings(
  tx: Tx,
  table: MemberTable,
  circleId: string,
  readingIds: readonly string[],
  version: number,
  at: Date,
): Promise<void> {
  if (readingIds.length === 0) return;
  await tx`
    update ${tx(table)} set deleted_at = ${at}, version = ${version}
    where circle_id = ${circleId} and deleted_at is null and reading_id = any(${readingIds as string[]}::uuid[])`;
}

/** The circles where the person's rows are still live. */
export async function circlesWithRowsOf(
  db: Queryable,
  table: MemberTable,
  userId: number,
): Promise<string[]> {
  const rows = await db<{ circleId: string }[]>`
    select distinct circle_id from ${db(table)} where user_id = ${userId} and deleted_at is null`;
  return rows.map((r) => r.circleId);
}

/** The person's rows in one circle become tombstones at `version` (their account is deleted). */
export async function tombstoneRowsBy(
  tx: Tx,
  table: MemberTable,
  circleId: string,
  userId: number,
  version: number,
  at: Date,
): Promise<void> {
  await tx`
    update ${tx(table)} set deleted_at = ${at}, version = ${version}
    where circle_id = ${circleId} and user_id = ${userId} and deleted_at is null`;
}

/** A member's row on one day of the plan as its pull query reads it: with its writer's names. */
export interface ViewedDayRow {
  id: string;
  circleId: string;
  readingId: string;
  day: number;
  displayName: string | null;
  username: string | null;
  mine: boolean;
  version: string;
  deletedAt: Date | null;
}

/** What every member sees of such a row alike: itself, its day and who wrote it. */
export const dayRowFields = (r: ViewedDayRow) => ({
  id: r.id,
  circleId: r.circleId,
  readingId: r.readingId,
  day: r.day,
  name: memberName({ displayName: r.displayName, username: r.username ?? '' }),
  mine: r.mine,
});
