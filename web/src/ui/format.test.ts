import { describe, expect, it } from 'vitest';
import { capitalize, formatDate } from './format';
import { paragraphs } from './Paragraphs';

describe('format', () => {
  it('formats a calendar date without a time-zone shift', () => {
    expect(formatDate('2026-12-31')).toBe('Dec 31, 2026');
    expect(formatDate('2026-01-01')).toBe('Jan 1, 2026');
    expect(formatDate('not a date')).toBe('not a date');
  });

  it('capitalizes the first letter only', () => {
    expect(capitalize('year-round')).toBe('Year-round');
    expect(capitalize('work')).toBe('Work');
  });

  it('splits a text into paragraphs on blank lines', () => {
    expect(paragraphs('One.\n\nTwo,\nstill two.\n \nThree.')).toEqual(['One.', 'Two,\nstill two.', 'Three.']);
    expect(paragraphs('One.\n\nTwo\nstill two.\n   \nThree.')).toEqual(['One.', 'Two\nstill two.', 'Three.']);
    expect(paragraphs('')).toEqual([]);
  });
});
