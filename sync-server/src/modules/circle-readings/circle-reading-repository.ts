import type { CircleChangeOf, CircleReading, CircleReadingBody } from '@reign/contract';
import type { Queryable, Tx } from '../../db/connect';
import { isoRequired } from '../../lib/dates';
import { changeOf, type Versions, whichRows } from './versions';

// circle_readings: the plan a circle reads together, one live at a time (migration 0144).

type LiveReading = Pick<CircleReading, 'id' | 'planKey' | 'customBooks' | 'customDays' | 'startDate'>;

/** The circle's live plan, if it reads one. */
export async function findLiveReading(db: Queryable, circleId: string): Promise<LiveReading | undefined> {
  const [row] = await db<LiveReading[]>`
    select id, plan_key, custom_books, custom_days, to_char(start_date, 'YYYY-MM-DD') as start_date
    from circle_readings where circle_id = ${circleId} and deleted_at is null`;
  return row;
}

export async function insertReading(
  tx: Tx,
  circleId: string,
  id: string,
  plan: CircleReadingBody,
  version: number,
  at: Date,
): Promise<void> {
  await tx`
    insert into circle_readings (circle_id, id, plan_key, custom_books, custom_days, start_date,
      created_at, updated_at, version)
    values (${circleId}, ${id}, ${plan.planKey}, ${plan.customBooks ?? []}, ${plan.customDays ?? null},
      ${plan.startDate}, ${at}, ${at}, ${version})`;
}

/** The circle's live plan becomes a tombstone at `version`; answers its id. */
export async function tombstoneReading(tx: Tx, circleId: string, version: number, at: Date) {
  const rows = await tx<{ id: string }[]>`
    update circle_readings set deleted_at = ${at}, updated_at = ${at}, version = ${version}
    where circle_id = ${circleId} and deleted_at is null returning id`;
  return rows.map((r) => r.id);
}

interface ReadingRow {
  id: string;
  circleId: string;
  planKey: CircleReading['planKey'];
  customBooks: string[];
  customDays: number | null;
  startDate: string;
  createdAt: Date;
  updatedAt: Date;
  version: string;
  deletedAt: Date | null;
}

/** The circle's plans changed as the pull reads them (every member sees the same). */
export async function viewedReadings(
  db: Queryable,
  circleId: string,
  _viewerId: number,
  which: Versions,
): Promise<CircleChangeOf<'circleReadings'>[]> {
  const rows = await db<ReadingRow[]>`
    select r.id, r.circle_id, r.plan_key, r.custom_books, r.custom_days,
      to_char(r.start_date, 'YYYY-MM-DD') as start_date, r.created_at, r.updated_at, r.version, r.deleted_at
    from circle_readings r where r.circle_id = ${circleId} and ${whichRows(db, which)}`;
  return rows.map((r) =>
    changeOf('circleReadings', r, () => ({
      id: r.id,
      circleId: r.circleId,
      planKey: r.planKey,
      customBooks: r.customBooks,
      customDays: r.customDays,
      startDate: r.startDate,
      createdAt: isoRequired(r.createdAt),
      updatedAt: isoRequired(r.updatedAt),
    })),
  );
}

/** A plan read together in one of the person's circles, with the circle's name and the days they read. */
export interface MemberReading
  extends Pick<CircleReading, 'id' | 'circleId' | 'planKey' | 'customBooks' | 'customDays' | 'startDate'> {
  circleName: string;
  readDays: number[];
}

/**
 * The plans read together in the circles the person is a live member of, with the days they have
 * read of each (their morning's news: a lookup across their circles, read only, as their list is).
 */
export async function readingsOfMember(db: Queryable, userId: number): Promise<MemberReading[]> {
  return db<MemberReading[]>`
    select r.id, r.circle_id, r.plan_key, r.custom_books, r.custom_days,
      to_char(r.start_date, 'YYYY-MM-DD') as start_date, c.name as circle_name,
      coalesce((select array_agg(k.day) from circle_reading_marks k
        where k.circle_id = r.circle_id and k.reading_id = r.id and k.user_id = ${userId} and k.deleted_at is null), '{}') as read_days
    from circle_members m
      join circles c on c.id = m.circle_id and c.deleted_at is null
      join circle_readings r on r.circle_id = m.circle_id and r.deleted_at is null
    where m.user_id = ${userId} and m.left_at is null
    order by c.name, c.id`;
}
