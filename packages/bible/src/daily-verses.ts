import data from '../data/daily-verses.json' with { type: 'json' };

export interface DailyVerse {
  day: string;
  reference: string;
  book: string;
  verses: string[];
  text: string;
}

export const DAILY_VERSES: readonly DailyVerse[] = data.days;

/** The built-in verse for a calendar date (YYYY-MM-DD); 02-29 has its own entry. */
export function dailyVerseFor(isoDate: string): DailyVerse {
  const key = isoDate.slice(5, 10);
  const index = DAILY_VERSES.findIndex((d) => d.day === key);
  const verse = DAILY_VERSES[Math.max(index, 0)];
  if (!verse) throw new Error('The daily verse list is empty');
  return verse;
}

/** The position of the day in the 366-day list, recorded in used_verses.verseIndex. */
export function dailyVerseIndex(isoDate: string): number {
  return Math.max(
    0,
    DAILY_VERSES.findIndex((d) => d.day === isoDate.slice(5, 10)),
  );
}
