import type { Queryable } from '../../db/connect';

export interface ScheduledScriptureRow {
  id: number;
  verse: string;
  reference: string;
  reflection: string | null;
  audioUrl: string | null;
}

/** The active scheduled scripture of a date; the latest made wins if an admin scheduled two. */
export async function activeScheduledFor(
  db: Queryable,
  date: string,
): Promise<ScheduledScriptureRow | undefined> {
  const [row] = await db<ScheduledScriptureRow[]>`
    select id, verse, reference, reflection, audio_url from scheduled_scriptures
    where schedule_date = ${date} and is_active order by created_at desc, id desc limit 1`;
  return row;
}

/**
 * The built-in verse chosen for a date, recorded on first use so the day always shows the same
 * verse (also if the list changes later). Concurrent first requests agree through the unique date.
 */
export async function usedVerseFor(
  db: Queryable,
  date: string,
  choose: () => { reference: string; verseIndex: number },
): Promise<{ reference: string; verseIndex: number }> {
  const [existing] = await db<{ reference: string; verseIndex: number }[]>`
    select reference, verse_index from used_verses where date = ${date}`;
  if (existing) return existing;
  const choice = choose();
  await db`
    insert into used_verses (date, reference, verse_index) values (${date}, ${choice.reference}, ${choice.verseIndex})
    on conflict (date) do nothing`;
  const [row] = await db<{ reference: string; verseIndex: number }[]>`
    select reference, verse_index from used_verses where date = ${date}`;
  return row ?? choice;
}
