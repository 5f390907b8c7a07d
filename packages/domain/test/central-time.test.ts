import { describe, expect, it } from 'vitest';
import { centralDate, centralMonth, centralOffsetMs, formatDayLabel, seasonOfMonth } from '../src';

describe('Central-time day', () => {
  it('is still the previous day in Chicago at 04:59 UTC in winter (UTC-6)', () => {
    expect(centralDate(new Date('2026-01-02T05:59:00Z'))).toBe('2026-01-01');
    expect(centralDate(new Date('2026-01-02T06:00:00Z'))).toBe('2026-01-02');
  });

  it('follows daylight saving time (UTC-5 in summer)', () => {
    expect(centralDate(new Date('2026-07-04T04:59:00Z'))).toBe('2026-07-03');
    expect(centralDate(new Date('2026-07-04T05:00:00Z'))).toBe('2026-07-04');
  });

  it('agrees with the platform zone data, 2007 to 2040: each day, and each hour around the changes', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Chicago',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
    });
    const instants: number[] = [];
    for (let t = Date.UTC(2007, 0, 1, 12); t < Date.UTC(2041, 0, 1); t += 86_400_000) instants.push(t);
    for (let year = 2007; year <= 2040; year++) {
      for (const [from, to] of [
        [Date.UTC(year, 2, 1), Date.UTC(year, 2, 16)],
        [Date.UTC(year, 10, 1), Date.UTC(year, 10, 9)],
      ] as const) {
        for (let t = from; t < to; t += 3_600_000) instants.push(t);
      }
    }
    const wrong = instants.filter((t) => {
      const p = Object.fromEntries(intl.formatToParts(t).map((x) => [x.type, x.value]));
      const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour));
      const at = new Date(t);
      return centralOffsetMs(at) !== wall - t || centralDate(at) !== `${p.year}-${p.month}-${p.day}`;
    });
    expect(wrong.map((t) => new Date(t).toISOString())).toEqual([]);
  });

  it('gives the month of the Central date, not the UTC one', () => {
    expect(centralMonth(new Date('2026-03-01T03:00:00Z'))).toBe(2);
  });

  it('formats a day in long and short words', () => {
    expect(formatDayLabel('2026-11-21', 'long')).toBe('Saturday, November 21, 2026');
    expect(formatDayLabel('2026-11-21', 'short')).toBe('Sat, Nov 21');
  });

  it('writes every day of six years as Intl does for en-US', () => {
    const long = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const short = new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    for (let t = Date.UTC(2024, 0, 1, 12); t < Date.UTC(2030, 0, 1); t += 86_400_000) {
      const iso = new Date(t).toISOString().slice(0, 10);
      expect(formatDayLabel(iso, 'long')).toBe(long.format(t));
      expect(formatDayLabel(iso, 'short')).toBe(short.format(t));
    }
  });
});

describe('season', () => {
  it.each([
    [3, 'Spring'],
    [5, 'Spring'],
    [6, 'Summer'],
    [8, 'Summer'],
    [9, 'Fall'],
    [11, 'Fall'],
    [12, 'Winter'],
    [1, 'Winter'],
    [2, 'Winter'],
  ])('month %i is %s', (month, season) => {
    expect(seasonOfMonth(month)).toBe(season);
  });
});
