import type { ReflectionItem } from '@reign/contract';
import type { Queryable } from '../../db/connect';

/**
 * A read repository: a page of the user's saved plans (the entries module's table) as archive cards,
 * newest first: at most `limit + 1` (the extra one says there is more), after the key `after`
 * ([date, id]) when given. It only reads.
 */
export async function personalReflections(
  db: Queryable,
  userId: number,
  limit: number,
  after?: readonly string[],
): Promise<ReflectionItem[]> {
  const rows = await db<
    {
      id: string;
      date: string;
      verse: string;
      verseReference: string;
      verseTranslation: ReflectionItem['verseTranslation'];
      verseReflection: string | null;
    }[]
  >`
    select id, date::text as date, verse, verse_reference, verse_translation, verse_reflection from entries
    where user_id = ${userId} and deleted_at is null
      ${after ? db`and (date, id) < (${after[0] as string}::date, ${after[1] as string}::uuid)` : db``}
    order by date desc, id desc limit ${limit + 1}`;
  return rows.map((r) => ({
    id: r.id,
    date: r.date,
    verse: r.verse,
    verseReference: r.verseReference,
    verseTranslation: r.verseTranslation,
    reflection: r.verseReflection,
    audioUrl: null,
    type: 'personal',
  }));
}

/**
 * The installation's first Central day: the earliest of the first account, the first recorded
 * built-in verse and the first scheduled scripture; null on an empty installation.
 */
export async function installationFirstDay(db: Queryable): Promise<string | null> {
  const [row] = await db<{ first: string | null }[]>`
    select least(
      (select (min(created_at) at time zone 'America/Chicago')::date from users),
      (select min(date) from used_verses),
      (select min(schedule_date) from scheduled_scriptures where is_active)
    )::text as first`;
  return row?.first ?? null;
}
