import data from '../data/daily-verses-rv1909.json' with { type: 'json' };

/**
 * The Reina-Valera 1909's words of the 366-day list's verses (data/daily-verses-rv1909.json, written
 * by scripts/write-daily-verses-rv1909.ts), for a Spanish screen with neither the server's answer
 * nor a copy of it: about 20 KB gzip, loaded only then.
 */
const DAYS: ReadonlyArray<{ day: string; text: string | null }> = data.days;

/** The RV1909's words of a date's built-in verse (as dailyVerseFor picks it), or undefined. */
export function spanishDailyTextFor(isoDate: string): string | undefined {
  const key = isoDate.slice(5, 10);
  return (DAYS.find((d) => d.day === key) ?? DAYS[0])?.text ?? undefined;
}
