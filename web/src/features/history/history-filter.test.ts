import { describe, expect, it } from 'vitest';
import { makeEntry } from '../../test/factories';
import { filterHistory, type HistoryFilter, indexEntries, monthLabel, monthsOf } from './history-filter';

const entries = [
  makeEntry({
    date: '2026-03-05',
    verseReference: 'Matthew 6:33',
    verse: 'Seek first the kingdom',
    priorities: ['Family'],
  }),
  makeEntry({
    date: '2026-02-10',
    verseReference: 'Exodus 14:14',
    verse: 'The LORD will fight for you',
    priorities: ['Work'],
  }),
  makeEntry({
    date: '2026-03-01',
    verseReference: 'Genesis 1:1',
    verse: 'In the beginning',
    priorities: ['Health', 'Rest'],
  }),
  makeEntry({
    date: '2025-12-24',
    verseReference: 'Genesis 50:20',
    verse: 'God meant it for good',
    priorities: ['Family time'],
  }),
  makeEntry({
    date: '2026-01-02',
    verseReference: 'Not a reference',
    verse: 'Something',
    priorities: ['Misc'],
  }),
];
const index = indexEntries(entries);
const run = (filter: Partial<HistoryFilter>) =>
  filterHistory(index, { search: '', month: null, sort: 'newest', ...filter }).map((i) => i.entry.date);

describe('history', () => {
  it('searches verse, reference and priorities, ignoring case', () => {
    expect(run({ search: 'KINGDOM' })).toEqual(['2026-03-05']);
    expect(run({ search: 'genesis' })).toEqual(['2026-03-01', '2025-12-24']);
    expect(run({ search: 'family' })).toEqual(['2026-03-05', '2025-12-24']);
    expect(run({ search: '  family   time ' })).toEqual(['2025-12-24']);
    expect(run({ search: 'nowhere' })).toEqual([]);
  });

  it('lists the months found, newest first, and filters by one', () => {
    expect(monthsOf(index)).toEqual(['2026-03', '2026-02', '2026-01', '2025-12']);
    expect(monthLabel('2026-03')).toBe('March 2026');
    expect(run({ month: '2026-03' })).toEqual(['2026-03-05', '2026-03-01']);
    expect(run({ month: '2026-03', search: 'beginning' })).toEqual(['2026-03-01']);
  });

  it('sorts newest, oldest, and by Bible reference in canonical order', () => {
    expect(run({})).toEqual(['2026-03-05', '2026-03-01', '2026-02-10', '2026-01-02', '2025-12-24']);
    expect(run({ sort: 'oldest' })).toEqual([
      '2025-12-24',
      '2026-01-02',
      '2026-02-10',
      '2026-03-01',
      '2026-03-05',
    ]);
    expect(
      filterHistory(index, { search: '', month: null, sort: 'reference' }).map((i) => i.entry.verseReference),
    ).toEqual(['Genesis 1:1', 'Genesis 50:20', 'Exodus 14:14', 'Matthew 6:33', 'Not a reference']);
  });
});
