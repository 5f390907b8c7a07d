import type { ScheduledScripture } from '@reign/contract';
import type { Queryable } from '../../db/connect';
import { isoRequired } from '../user-data/user-write';

interface Row {
  id: number;
  scheduleDate: string;
  reference: string;
  verse: string;
  reflection: string | null;
  audioUrl: string | null;
  isActive: boolean;
  createdAt: Date;
}
const COLUMNS =
  'id, schedule_date::text as schedule_date, reference, verse, reflection, audio_url, is_active, created_at';
const toScripture = (r: Row): ScheduledScripture => ({ ...r, createdAt: isoRequired(r.createdAt) });

export async function listScheduled(db: Queryable): Promise<ScheduledScripture[]> {
  const rows = await db<
    Row[]
  >`select ${db.unsafe(COLUMNS)} from scheduled_scriptures order by schedule_date desc, id desc`;
  return rows.map(toScripture);
}

export interface ScriptureFields {
  verse: string;
  reference: string;
  reflection: string;
  scheduleDate: string;
  audioUrl: string | null;
  isActive: boolean;
}

export async function insertScheduled(
  db: Queryable,
  f: ScriptureFields,
  createdBy: number,
): Promise<ScheduledScripture> {
  const [row] = await db<Row[]>`
    insert into scheduled_scriptures (schedule_date, verse, reference, reflection, audio_url, is_active, created_by)
    values (${f.scheduleDate}, ${f.verse}, ${f.reference}, ${f.reflection}, ${f.audioUrl}, ${f.isActive}, ${createdBy})
    returning ${db.unsafe(COLUMNS)}`;
  if (!row) throw new Error('insert returned no row');
  return toScripture(row);
}

export async function updateScheduled(
  db: Queryable,
  id: number,
  f: ScriptureFields | { isActive: boolean },
): Promise<ScheduledScripture | undefined> {
  const [row] =
    'verse' in f
      ? await db<Row[]>`
          update scheduled_scriptures set schedule_date = ${f.scheduleDate}, verse = ${f.verse}, reference = ${f.reference},
            reflection = ${f.reflection}, audio_url = ${f.audioUrl}, is_active = ${f.isActive}
          where id = ${id} returning ${db.unsafe(COLUMNS)}`
      : await db<Row[]>`
          update scheduled_scriptures set is_active = ${f.isActive} where id = ${id} returning ${db.unsafe(COLUMNS)}`;
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
