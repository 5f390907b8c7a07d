// Writes data/daily-verses-rv1909.json: the Reina-Valera 1909's words for each day of the 366-day
// list (data/daily-verses.json's references), as the server's answers give them
// (`readBible('rv1909').lookup`), so a Spanish screen offline shows the day's verse in its Bible.
// Run: sync-server/node_modules/.bin/tsx packages/bible/scripts/write-daily-verses-rv1909.ts
// (test/daily-verses-rv1909.test.ts checks it still agrees).
import { writeFileSync } from 'node:fs';
import { DAILY_VERSES } from '../src/daily-verses';
import { readBible } from '../src/node';

const rv1909 = await readBible('rv1909');
const days = DAILY_VERSES.map((day) => ({ day: day.day, text: rv1909.lookup(day.reference)?.text ?? null }));
const data = {
  translation: 'RV1909',
  source:
    "The day-to-reference list of daily-verses.json; the words of the Reina-Valera 1909 (public domain, rv1909-bible.json). null: a reference the RV1909's text cannot be read at (the WEB's is shown).",
  days,
};
writeFileSync(
  new URL('../data/daily-verses-rv1909.json', import.meta.url),
  `${JSON.stringify(data, null, 1)}\n`,
);
console.log(`${days.filter((d) => d.text).length} of ${days.length} days in the RV1909`);
