/**
 * History benchmark (not a test): 1,100 synthetic daily plans (three years), then the history
 * tab's work — indexing, search, month filter and the three sorts — timed in milliseconds.
 * Run: pnpm --filter @reign/web bench
 */
import type { Entry } from '@reign/contract';
import { bench, describe } from 'vitest';
import { filterHistory, type HistoryFilter, indexEntries } from '../src/features/history/history-filter';

const REFERENCES = [
  'Genesis 1:1',
  'Exodus 14:14',
  'Psalm 23:1',
  'Psalm 46:10',
  'Proverbs 3:5-6',
  'Isaiah 40:31',
  'Jeremiah 29:11',
  'Matthew 6:33',
  'John 3:16',
  'Romans 8:28',
  'Philippians 4:13',
  '1 Corinthians 13:4-7',
  'Revelation 21:4',
];
const PRIORITIES = ['Family', 'Work', 'Health', 'Prayer', 'Finances', 'Rest', 'Friends', 'Church'];

function syntheticEntries(count: number): Entry[] {
  const start = Date.UTC(2023, 0, 1);
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
    const reference = REFERENCES[i % REFERENCES.length] ?? 'John 3:16';
    const priorities = [0, 1, 2].map((k) => PRIORITIES[(i + k * 3) % PRIORITIES.length] ?? 'Family');
    return {
      id: `00000000-0000-7000-8000-${i.toString(16).padStart(12, '0')}`,
      date,
      verse: `Verse text number ${i} about faith, hope and love from ${reference}.`,
      verseReference: reference,
      verseReflection: null,
      verseTranslation: null,
      priorities,
      actionSteps: priorities.map((p) => ({ priority: p, actions: [`${p} step one`, `${p} step two`] })),
      challenges: null,
      encouragement: null,
      createdAt: `${date}T12:00:00.000Z`,
      updatedAt: `${date}T12:00:00.000Z`,
    };
  });
}

const ENTRIES = syntheticEntries(1100);
const INDEX = indexEntries(ENTRIES);
const CASES: Record<string, HistoryFilter> = {
  'newest (no filter)': { search: '', month: null, sort: 'newest' },
  'search "faith" newest': { search: 'faith', month: null, sort: 'newest' },
  'search "philippians"': { search: 'philippians', month: null, sort: 'newest' },
  'search "finances" oldest': { search: 'finances', month: null, sort: 'oldest' },
  'month 2024-06': { search: '', month: '2024-06', sort: 'newest' },
  'sort by Bible reference': { search: '', month: null, sort: 'reference' },
  'search + month + reference': { search: 'family', month: '2025-01', sort: 'reference' },
};

/** The median of `runs` timings of `work`, in ms. */
function median(work: () => unknown, runs = 50): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    work();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

const rows: Record<string, string> = {
  'index 1,100 entries': `${median(() => indexEntries(ENTRIES)).toFixed(3)} ms`,
};
for (const [name, filter] of Object.entries(CASES)) {
  const count = filterHistory(INDEX, filter).length;
  rows[`${name} (${count} results)`] = `${median(() => filterHistory(INDEX, filter)).toFixed(3)} ms`;
}
console.log('\nHistory with 1,100 plans: median time per operation (one frame is 16.7 ms)');
console.table(rows);

describe('history, 1,100 plans', () => {
  bench('index', () => {
    indexEntries(ENTRIES);
  });
  for (const [name, filter] of Object.entries(CASES)) {
    bench(name, () => {
      filterHistory(INDEX, filter);
    });
  }
});
