import { describe, expect, it } from 'vitest';
import { keptZonedDate } from '../src/zoned-day';
import { nextZonedTime, zonedDate, zonedInstant } from '../src/zoned-time';

describe('wall-clock times in a time zone', () => {
  it('finds 7:00 in New York, Tokyo and Kolkata', () => {
    expect(zonedInstant('2026-07-10', '07:00', 'America/New_York').toISOString()).toBe(
      '2026-07-10T11:00:00.000Z',
    );
    expect(zonedInstant('2026-01-10', '07:00', 'America/New_York').toISOString()).toBe(
      '2026-01-10T12:00:00.000Z',
    );
    expect(zonedInstant('2026-07-10', '07:00', 'Asia/Tokyo').toISOString()).toBe('2026-07-09T22:00:00.000Z');
    expect(zonedInstant('2026-07-10', '07:30', 'Asia/Kolkata').toISOString()).toBe(
      '2026-07-10T02:00:00.000Z',
    );
  });

  it('is later today before the time, tomorrow at or after it', () => {
    const before = new Date('2026-07-10T10:59:00Z'); // 6:59 in New York
    expect(nextZonedTime(before, '07:00', 'America/New_York').toISOString()).toBe('2026-07-10T11:00:00.000Z');
    const at = new Date('2026-07-10T11:00:00Z');
    expect(nextZonedTime(at, '07:00', 'America/New_York').toISOString()).toBe('2026-07-11T11:00:00.000Z');
  });

  it('follows DST: the day after spring forward and fall back', () => {
    // 2026-03-08 and 2026-11-01 are the US changes.
    expect(nextZonedTime(new Date('2026-03-07T13:00:00Z'), '07:00', 'America/Chicago').toISOString()).toBe(
      '2026-03-08T12:00:00.000Z',
    );
    expect(nextZonedTime(new Date('2026-10-31T13:00:00Z'), '07:00', 'America/Chicago').toISOString()).toBe(
      '2026-11-01T13:00:00.000Z',
    );
  });

  it('moves a skipped time an hour on, and takes the first of a repeated one', () => {
    // 02:30 does not exist in Chicago on 2026-03-08; 01:30 happens twice on 2026-11-01.
    expect(zonedInstant('2026-03-08', '02:30', 'America/Chicago').toISOString()).toBe(
      '2026-03-08T08:30:00.000Z',
    );
    expect(zonedInstant('2026-11-01', '01:30', 'America/Chicago').toISOString()).toBe(
      '2026-11-01T06:30:00.000Z',
    );
  });

  it("gives the zone's date", () => {
    expect(zonedDate(new Date('2026-07-10T23:30:00Z'), 'Asia/Tokyo')).toBe('2026-07-11');
    expect(zonedDate(new Date('2026-07-10T23:30:00Z'), 'America/Los_Angeles')).toBe('2026-07-10');
  });
});

describe("a zone's date, kept for the rest of its day", () => {
  /** The oracle: Intl itself, asked afresh every time. */
  const oracles = new Map<string, Intl.DateTimeFormat>();
  const intlDate = (at: Date, timeZone: string) => {
    let oracle = oracles.get(timeZone);
    if (!oracle) {
      oracle = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
      oracles.set(timeZone, oracle);
    }
    return oracle.format(at);
  };

  // Chicago (the app's own zone, Intl-free), zones whose DST skips or repeats midnight itself
  // (Santiago, Havana, Beirut, Asunción), a half-hour zone, and one across the date line
  const zones = [
    'America/Chicago',
    'America/Santiago',
    'America/Havana',
    'Asia/Beirut',
    'America/Asuncion',
    'Asia/Kolkata',
    'Pacific/Auckland',
    'Europe/London',
  ];

  it('reads as Intl does at every step through a year, forward and back, in every zone', () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    const step = 97 * 60_000 + 13_000;
    const wrong: string[] = [];
    const check = (at: Date, zone: string) => {
      if (keptZonedDate(at, zone) !== intlDate(at, zone)) wrong.push(`${zone} at ${at.toISOString()}`);
    };
    for (const zone of zones) {
      for (let t = start; t < start + 366 * 86_400_000; t += step) {
        check(new Date(t), zone);
        // now and then a clock that goes back (a test's, or a corrected one) reads its own day
        if ((t - start) % (25 * step) === 0) check(new Date(t - 3 * 86_400_000 - 7_000), zone);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('changes at the first instant of the next day, not a millisecond before', () => {
    const midnight = zonedInstant('2026-09-06', '00:00', 'America/Santiago').getTime();
    expect(keptZonedDate(new Date(midnight - 1), 'America/Santiago')).toBe('2026-09-05');
    expect(keptZonedDate(new Date(midnight), 'America/Santiago')).toBe('2026-09-06');
    expect(keptZonedDate(new Date(midnight - 1), 'America/Santiago')).toBe('2026-09-05');
  });
});
