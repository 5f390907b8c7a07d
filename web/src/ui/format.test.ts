import { describe, expect, it } from 'vitest';
import { capitalize, formatClockTime, formatDate, formatMoment } from './format';
import { paragraphs } from './Paragraphs';

describe('format', () => {
  it('formats a calendar date without a time-zone shift', () => {
    expect(formatDate('2026-12-31')).toBe('Dec 31, 2026');
    expect(formatDate('2026-01-01')).toBe('Jan 1, 2026');
    expect(formatDate('not a date')).toBe('not a date');
  });

  it('writes a time of day on the device clock as en-US does', () => {
    expect(formatClockTime(new Date(2026, 6, 10, 0, 5))).toBe('12:05 AM');
    expect(formatClockTime(new Date(2026, 6, 10, 9, 30))).toBe('9:30 AM');
    expect(formatClockTime(new Date(2026, 6, 10, 12, 0))).toBe('12:00 PM');
    expect(formatClockTime(new Date(2026, 6, 10, 23, 59))).toBe('11:59 PM');
    for (let minutes = 0; minutes < 24 * 60; minutes += 7) {
      const at = new Date(2026, 6, 10, 0, minutes);
      expect(formatClockTime(at)).toBe(
        at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' }),
      );
    }
  });

  it('writes a time of day as es-ES does for a Spanish reader', () => {
    expect(formatClockTime(new Date(2026, 6, 10, 0, 5), 'es')).toBe('0:05');
    expect(formatClockTime(new Date(2026, 6, 10, 17, 50), 'es')).toBe('17:50');
    for (let minutes = 0; minutes < 24 * 60; minutes += 7) {
      const at = new Date(2026, 6, 10, 0, minutes);
      expect(formatClockTime(at, 'es')).toBe(
        at.toLocaleTimeString('es-ES', { hour: 'numeric', minute: '2-digit' }),
      );
    }
  });

  it('writes an instant short, on the device clock, with its year only when not this year', () => {
    const now = new Date(2026, 11, 1, 8, 0);
    expect(formatMoment(new Date(2026, 10, 27, 14, 5), now, 'en')).toBe('Nov 27, 2:05 PM');
    expect(formatMoment(new Date(2026, 10, 27, 14, 5), now, 'es')).toBe('27 nov, 14:05');
    expect(formatMoment(new Date(2025, 8, 7, 9, 30), now, 'en')).toBe('Sep 7, 2025, 9:30 AM');
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
