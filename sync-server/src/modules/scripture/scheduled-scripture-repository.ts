import type { ScheduledScripture } from '@reign/contract';
import type { Queryable } from '../../db/connect';
import { columnValues, updateEditedRow } from '../../db/shared-statements';
import { isoRequired } from '../../lib/dates';

/** The scheduled scriptures' home: scheduled_scriptures (the admin's verse, reflection and audio per day). */

interface Row {
  id: number;
  scheduleDate: string;
  reference: string;
  verse: string;
  reflection: string | null;
  reflectionEs: string | null;
  audioUrl: string | null;
  isActive: boolean;
  createdAt: Date;
}
const COLUMNS =
  'id, schedule_date::text as schedule_date, reference, verse, reflection, reflection_es, audio_url, is_active, created_at';
const toScripture = (r: Row): ScheduledScripture => ({ ...r, createdAt: isoRequired(r.createdAt) });

/**
 * The scheduled scriptures, latest date first (ties by id): at most `limit + 1` (the extra one says
 * there is more), after the key `after` ([schedule date, id]) when given.
 */
export async function listScheduled(
  db: Queryable,
  limit: number,
  after?: readonly string[],
): Promise<ScheduledScripture[]> {
  const rows = await db<Row[]>`select ${db.unsafe(COLUMNS)} from scheduled_scriptures
    ${after ? db`where (schedule_date, id) < (${after[0] as string}::date, ${after[1] as string}::int)` : db``}
    order by schedule_date desc, id desc limit ${limit + 1}`;
  return rows.map(toScripture);
}

export interface ScriptureFields {
  verse: string;
  reference: string;
  reflection: string | null;
  reflectionEs: string | null;
  scheduleDate: string;
  audioUrl: string | null;
  isActive: boolean;
}

const SCRIPTURE_FIELDS = [
  'scheduleDate',
  'verse',
  'reference',
  'reflection',
  'reflectionEs',
  'audioUrl',
  'isActive',
] as const satisfies readonly (keyof ScriptureFields)[];

export async function insertScheduled(
  db: Queryable,
  f: ScriptureFields,
  createdBy: number,
): Promise<ScheduledScripture> {
  const scripture = columnValues(db, { ...f, createdBy }, [...SCRIPTURE_FIELDS, 'createdBy']);
  const [row] = await db<Row[]>`
    insert into scheduled_scriptures ${scripture} returning ${db.unsafe(COLUMNS)}`;
  if (!row) throw new Error('insert returned no row');
  return toScripture(row);
}

export async function updateScheduled(
  db: Queryable,
  id: number,
  f: ScriptureFields | { isActive: boolean },
): Promise<ScheduledScripture | undefined> {
  const edit = { f, keys: SCRIPTURE_FIELDS };
  const row = await updateEditedRow<Row, ScriptureFields>(
    db,
    'scheduled_scriptures',
    db`id = ${id}`,
    edit,
    COLUMNS,
  );
  return row ? toScripture(row) : undefined;
}

export async function deleteScheduled(
  db: Queryable,
  id: number,
): Promise<{ audioUrl: string | null } | undefined> {
  const [row] = await db<
    { audioUrl: string | null }[]
  >`delete from scheduled_scriptures where id = ${id} returning audio_url`;
  return row;
}

export interface ScheduledScriptureRow {
  id: number;
  verse: string;
  reference: string;
  reflection: string | null;
  /** the admin's Spanish reflection, when written */
  reflectionEs: string | null;
  audioUrl: string | null;
}

/** The active scheduled scripture of a date; the latest made wins if an admin scheduled two. */
export async function activeScheduledFor(
  db: Queryable,
  date: string,
): Promise<ScheduledScriptureRow | undefined> {
  const [row] = await db<ScheduledScriptureRow[]>`
    select id, verse, reference, reflection, reflection_es, audio_url from scheduled_scriptures
    where schedule_date = ${date} and is_active order by created_at desc, id desc limit 1`;
  return row;
}

/** A day of the Daily archive the admin scheduled. */
export interface ScheduledDay {
  id: number;
  date: string;
  verse: string;
  reference: string;
  reflection: string | null;
  reflectionEs: string | null;
  audioUrl: string | null;
}

/** Active scheduled scriptures up to `today` (future days stay hidden), newest first. */
export function scheduledDays(db: Queryable, today: string): Promise<ScheduledDay[]> {
  return db<ScheduledDay[]>`
    select id, schedule_date::text as date, verse, reference, reflection, reflection_es, audio_url
    from scheduled_scriptures
    where is_active and schedule_date <= ${today} order by schedule_date desc, created_at desc`;
}
