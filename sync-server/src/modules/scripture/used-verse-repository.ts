import type { Queryable } from '../../db/connect';

/** The built-in verses' days: used_verses. */

type UsedVerse = { reference: string; verseIndex: number };

async function recordedVerse(db: Queryable, date: string): Promise<UsedVerse | undefined> {
  const [row] = await db<UsedVerse[]>`select reference, verse_index from used_verses where date = ${date}`;
  return row;
}

/**
 * The built-in verse chosen for a date, recorded on first use so the day always shows the same
 * verse (also if the list changes later). Concurrent first requests agree through the unique date.
 */
export async function usedVerseFor(db: Queryable, date: string, choose: () => UsedVerse): Promise<UsedVerse> {
  const existing = await recordedVerse(db, date);
  if (existing) return existing;
  const choice = choose();
  await db`
    insert into used_verses (date, reference, verse_index) values (${date}, ${choice.reference}, ${choice.verseIndex})
    on conflict (date) do nothing`;
  return (await recordedVerse(db, date)) ?? choice;
}

/** The recorded built-in verses of the days from `from` to `to` (inclusive), by date. */
export async function usedVersesBetween(
  db: Queryable,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const rows = await db<{ date: string; verseIndex: number }[]>`
    select date::text as date, verse_index from used_verses where date between ${from} and ${to}`;
  return new Map(rows.map((r) => [r.date, r.verseIndex]));
}
