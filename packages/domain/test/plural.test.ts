import { describe, expect, it } from 'vitest';
import { formatCount, plural, pluralNoun } from '../src/plural';

describe('plural', () => {
  it('says 1 day and 2 days, 0 days', () => {
    expect(plural(1, 'day')).toBe('1 day');
    expect(plural(2, 'day')).toBe('2 days');
    expect(plural(0, 'day')).toBe('0 days');
  });

  it('takes an irregular plural and groups thousands', () => {
    expect(plural(1, 'entry', 'entries')).toBe('1 entry');
    expect(plural(3, 'entry', 'entries')).toBe('3 entries');
    expect(plural(1200, 'point')).toBe('1,200 points');
  });

  it('writes counts as Intl does for en-US, small ones without it', () => {
    for (const n of [0, 7, 999, 1000, 12_345, -5, -1500, 2.5, 1234.5]) {
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
    }
  });

  it('gives the noun alone for a count shown apart', () => {
    expect(pluralNoun(1, 'plan')).toBe('plan');
    expect(pluralNoun(5, 'plan')).toBe('plans');
  });
});
