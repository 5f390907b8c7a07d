/**
 * Bible search benchmark (not a test): the whole WEB (31,102 verses, as the search page reads it from
 * the books kept on the device) indexed once with MiniSearch (packages/bible search.ts), then common
 * and rare queries, timed in milliseconds; each also as on a phone (4× this machine's time, the CPU
 * slowdown of the phone profile in docs/performance.md). The target: a common word ('love', 'peace')
 * under 100 ms on the phone. Also the index's build, its saved size and its load (the decision to
 * build it on the device: docs/decisions.md, 'Bible search').
 * Run: pnpm --filter @reign/web bench
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { BibleData } from '@reign/bible';
import { buildSearchIndex, loadSearchIndex, searchBible, searchIndexJson } from '@reign/bible/search';
import { bench, describe } from 'vitest';

const data = JSON.parse(
  readFileSync(new URL('../../packages/bible/data/web-bible.json', import.meta.url), 'utf8'),
) as BibleData;

/** The phone profile's CPU slowdown (docs/performance.md: Lighthouse's mobile 4×). */
const PHONE = 4;

/** The median of `runs` timings of `work`, in ms. */
function median(work: () => unknown, runs = 15): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    work();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

const both = (ms: number) => `${ms.toFixed(1)} ms (phone ~${(ms * PHONE).toFixed(0)} ms)`;

const built = median(() => buildSearchIndex(data.books), 3);
const INDEX = buildSearchIndex(data.books);
const json = JSON.stringify(searchIndexJson(INDEX));
const QUERIES = [
  'love',
  'peace',
  'the',
  'do not be anxious',
  'mustard seed',
  '"kingdom of heaven"',
  'zerubbabel',
];

const rows: Record<string, string> = {
  'index the WEB (31,102 verses)': both(built),
  'the index saved (JSON)': `${(json.length / 1e6).toFixed(1)} MB, ${(gzipSync(json).length / 1e6).toFixed(1)} MB gzip`,
  'load the saved index': both(median(() => loadSearchIndex(data.books, json), 3)),
};
for (const query of QUERIES) {
  const { total } = searchBible(INDEX, query);
  rows[`search ${query} (${total} verses, first 200 marked)`] = both(median(() => searchBible(INDEX, query)));
}
console.log(
  `\nBible search over the WEB: median time per operation, and on a phone (${PHONE}× CPU); target: a common word under 100 ms on the phone`,
);
console.table(rows);

describe('Bible search, the whole WEB', () => {
  for (const query of ['love', 'peace']) {
    bench(`search "${query}"`, () => {
      searchBible(INDEX, query);
    });
  }
});
