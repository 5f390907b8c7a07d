import type { ReflectionItem } from '@reign/contract';
import { describe, expect, it } from 'vitest';
import { makeReflection } from '../../test/factories';
import {
  countLabel,
  EMPTY_MESSAGES,
  emptyMessage,
  filterReflections,
  matchesSearch,
  monthLabel,
  monthOf,
  shiftMonth,
  shortDate,
  truncate,
} from './archive-filters';

const item = (overrides: Partial<ReflectionItem> = {}) =>
  makeReflection({ date: '2026-03-05', ...overrides });

describe('archive search', () => {
  it('matches the verse, the reference or the reflection, ignoring case', () => {
    const psalm = item();
    expect(matchesSearch(psalm, 'SHEPHERD')).toBe(true);
    expect(matchesSearch(psalm, 'psalm 23')).toBe(true);
    expect(matchesSearch(psalm, 'provision')).toBe(true);
    expect(matchesSearch(psalm, 'grace')).toBe(false);
  });

  it('treats an empty or blank search as no search, and a missing reflection as empty', () => {
    expect(matchesSearch(item(), '   ')).toBe(true);
    expect(matchesSearch(item({ reflection: null }), 'provision')).toBe(false);
  });
});

describe('archive month', () => {
  it('labels, moves across years and reads the month of a date', () => {
    expect(monthLabel('2026-03')).toBe('March 2026');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(shiftMonth('2026-03', 12)).toBe('2027-03');
    expect(monthOf('2026-03-05')).toBe('2026-03');
  });

  it('limits the list to the chosen month and the search, keeping the order', () => {
    const items = [
      item({ id: 'a', date: '2026-03-20', verseReference: 'John 3:16' }),
      item({ id: 'b', date: '2026-03-05' }),
      item({ id: 'c', date: '2026-02-28' }),
      item({
        id: 'd',
        date: '2026-03-01',
        verse: 'Be still.',
        verseReference: 'Psalm 46:10',
        reflection: null,
      }),
    ];
    expect(filterReflections(items, { search: '', month: '2026-03' }).map((i) => i.id)).toEqual([
      'a',
      'b',
      'd',
    ]);
    expect(filterReflections(items, { search: 'psalm', month: '2026-03' }).map((i) => i.id)).toEqual([
      'b',
      'd',
    ]);
    expect(filterReflections(items, { search: 'shepherd', month: '2026-02' }).map((i) => i.id)).toEqual([
      'c',
    ]);
    expect(filterReflections(items, { search: 'nothing here', month: '2026-03' })).toEqual([]);
  });
});

describe('archive texts', () => {
  it('pluralises the count', () => {
    expect(countLabel(0)).toBe('0 reflections found');
    expect(countLabel(1)).toBe('1 reflection found');
    expect(countLabel(2)).toBe('2 reflections found');
  });

  it('cuts previews at the limit with an ellipsis and leaves short text alone', () => {
    const verse = 'a'.repeat(100);
    expect(truncate(verse, 100)).toBe(verse);
    expect(truncate(`${verse}b`, 100)).toBe(`${verse}...`);
    expect(truncate('x'.repeat(130), 120)).toBe(`${'x'.repeat(120)}...`);
    expect(truncate('word '.repeat(30), 120).endsWith(' ...')).toBe(false);
  });

  it('chooses the empty-state text: a search first, then the tab', () => {
    expect(emptyMessage('personal', 'x')).toBe('Try adjusting your search terms or selected month.');
    expect(emptyMessage('scheduled', ' x ')).toBe(EMPTY_MESSAGES.search);
    expect(emptyMessage('personal', '')).toBe(
      'Start your spiritual journey by creating your first daily plan.',
    );
    expect(emptyMessage('scheduled', '  ')).toBe('No scheduled reflections available for this month.');
  });

  it('formats card dates as MMM d, yyyy', () => {
    expect(shortDate('2026-03-05')).toBe('Mar 5, 2026');
    expect(shortDate('2026-12-31T23:00:00.000Z')).toBe('Dec 31, 2026');
  });
});
