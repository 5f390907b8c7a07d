// Writes data/daily-reflections-rv1909.json: for each verse of the 366-day list, the passages its
// Spanish reflection quotes (readVerseEchoes: Nave's topics, the RV1909's words), so a Spanish
// screen offline composes the same reflection the server gives (reflection-es.ts).
// Run: sync-server/node_modules/.bin/tsx packages/bible/scripts/write-daily-reflections-rv1909.ts
// (test/reflection-es.test.ts checks it still agrees).
import { writeFileSync } from 'node:fs';
import { DAILY_VERSES } from '../src/daily-verses';
import { readVerseEchoes } from '../src/node';

const echoes = await readVerseEchoes();
const verses = Object.fromEntries(
  [...new Set(DAILY_VERSES.map((d) => d.reference))].map((reference) => [
    reference,
    echoes.echoesOf(reference),
  ]),
);
const data = {
  source:
    "The passages each daily verse's Spanish reflection quotes: Nave's Topical Bible (public domain) names them, the Reina-Valera 1909 (public domain) gives their words.",
  verses,
};
writeFileSync(new URL('../data/daily-reflections-rv1909.json', import.meta.url), `${JSON.stringify(data)}\n`);
console.log(`${Object.keys(verses).length} verses`);
