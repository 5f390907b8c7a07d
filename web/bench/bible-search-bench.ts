/**
 * Bible search benchmark (not a test): the whole WEB (31,000 verses, as the search page reads it
 * from the books kept on the device), indexed once, then common and rare queries, timed in
 * milliseconds. The target: a common word ('love', 'the') under 100 ms (docs/performance.md).
 * Run: pnpm --filter @reign/web bench
 */
import { readFileSync } from 'node:fs';
import { type BibleData, buildSearchIndex, searchBible } from '@reign/bible';
import { bench, describe } from 'vitest';

const data = JSON.parse(
  readFileSync(new URL('../../packages/bible/data/web-bible.json', import.meta.url), 'utf8'),
) as BibleData;

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

const INDEX = buildSearchIndex(data.books);
const QUERIES = ['love', 'the', 'mustard seed', '"kingdom of heaven"', 'faith hope love', 'zerubbabel'];

const rows: Record<string, string> = {
  'index the WEB (31,102 verses)': `${median(() => buildSearchIndex(data.books), 5).toFixed(1)} ms`,
};
for (const query of QUERIES) {
  const { total } = searchBible(INDEX, query);
  rows[`search ${query} (${total} verses, first 200 marked)`] =
    `${median(() => searchBible(INDEX, query)).toFixed(1)} ms`;
}
console.log('\nBible search over the WEB: median time per operation (target: a common word under 100 ms)');
console.table(rows);

describe('Bible search, the whole WEB', () => {
  for (const query of ['love', 'the']) {
    bench(`search "${query}"`, () => {
      searchBible(INDEX, query);
    });
  }
});
