import { afterEach, describe, expect, it, vi } from 'vitest';
import { isTimeZone, timeZone } from '../src/time-zone';

describe('a time zone the runtime knows', () => {
  afterEach(() => vi.restoreAllMocks());

  it('takes known zones in any letter case and refuses unknown ones, every time', () => {
    for (let i = 0; i < 2; i++) {
      expect(isTimeZone('Europe/Madrid')).toBe(true);
      expect(isTimeZone('america/chicago')).toBe(true);
      expect(isTimeZone('UTC')).toBe(true);
      expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
      expect(isTimeZone('')).toBe(false);
    }
    expect(timeZone.safeParse('Asia/Manila').success).toBe(true);
    expect(timeZone.safeParse('Asia/Atlantis').success).toBe(false);
  });

  it('asks Intl once for a zone it has found, not on every check (today-scripture checks per request)', () => {
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    for (let i = 0; i < 5; i++) expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(built).not.toHaveBeenCalled();
    // an unknown zone is asked each time: it is never kept as known
    for (let i = 0; i < 2; i++) expect(isTimeZone('Asia/Nowhere')).toBe(false);
    expect(built).toHaveBeenCalledTimes(2);
  });

  it('past the bound of kept names (2,000), thousands of letter cases of one zone still read as known', () => {
    const variants = Array.from({ length: 2_500 }, (_, i) =>
      [...'europe/london'].map((c, j) => ((i >> (j % 12)) & 1 ? c.toUpperCase() : c)).join(''),
    );
    for (const name of variants) expect(isTimeZone(name)).toBe(true);
    expect(isTimeZone('Europe/London')).toBe(true);
  });
});
