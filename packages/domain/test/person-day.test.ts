import { describe, expect, it } from 'vitest';
import { latestPlanDateFor, personTimeZone, personToday } from '../src/person-day';

describe("the person's day (issue 39)", () => {
  it('turns in America/Chicago until the person chooses a zone', () => {
    expect(personTimeZone(null)).toBe('America/Chicago');
    expect(personTimeZone(undefined)).toBe('America/Chicago');
    expect(personTimeZone('Asia/Manila')).toBe('Asia/Manila');
    // 03:00 UTC on Nov 27 is 21:00 on Nov 26 in Chicago
    expect(personToday(new Date('2026-11-27T03:00:00Z'), null)).toBe('2026-11-26');
  });

  it('is the local date in the chosen zone: 22:00 in Manila is still that day there', () => {
    const at = new Date('2026-11-26T14:00:00Z'); // 22:00 in Manila, 08:00 in Chicago
    expect(personToday(at, 'Asia/Manila')).toBe('2026-11-26');
    // two hours later Manila's day has turned, Chicago's has not
    const later = new Date('2026-11-26T16:00:00Z');
    expect(personToday(later, 'Asia/Manila')).toBe('2026-11-27');
    expect(personToday(later, null)).toBe('2026-11-26');
  });

  it('goes back a date after a flight west (Manila to Los Angeles)', () => {
    const at = new Date('2026-11-27T02:00:00Z'); // 10:00 Nov 27 in Manila, 18:00 Nov 26 in Los Angeles
    expect(personToday(at, 'Asia/Manila')).toBe('2026-11-27');
    expect(personToday(at, 'America/Los_Angeles')).toBe('2026-11-26');
  });

  it("allows plans up to the day after the person's today", () => {
    const at = new Date('2026-11-26T16:00:00Z');
    expect(latestPlanDateFor(at, 'Asia/Manila')).toBe('2026-11-28');
    expect(latestPlanDateFor(at, null)).toBe('2026-11-27');
    expect(latestPlanDateFor(at, 'America/Los_Angeles')).toBe('2026-11-27');
  });
});
