import { describe, expect, it } from 'vitest';
import { DAILY_VERSES, dailyVerseFor } from '../src/daily-verses';
import { spanishDailyTextFor } from '../src/daily-verses-rv1909';
import { readBible } from '../src/node';

describe('the day list in the Reina-Valera 1909', () => {
  it('gives each day the words the server answers with (rv1909 lookup of the day’s reference)', async () => {
    const rv1909 = await readBible('rv1909');
    for (const day of DAILY_VERSES) {
      const date = `2028-${day.day}`; // a leap year: 02-29 too
      expect(spanishDailyTextFor(date)).toBe(rv1909.lookup(dailyVerseFor(date).reference)?.text);
    }
  });

  it('quotes the first of January in Spanish', () => {
    expect(dailyVerseFor('2027-01-01').reference).toBe('Psalm 121:8');
    expect(spanishDailyTextFor('2027-01-01')).toMatch(/^Jehová guardará tu salida y tu entrada/);
  });
});
