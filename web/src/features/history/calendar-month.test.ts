import { describe, expect, it } from 'vitest';
import { monthDays, monthTitle, shiftMonth } from './calendar-month';

describe('plan calendar months', () => {
  it('lays out a month from its weekday, and moves across years', () => {
    const march = monthDays('2026-03'); // 1 March 2026 is a Sunday
    expect(march.offset).toBe(0);
    expect(march.days[0]).toBe('2026-03-01');
    expect(march.days).toHaveLength(31);
    expect(monthDays('2026-04').offset).toBe(3); // a Wednesday
    expect(monthDays('2028-02').days).toHaveLength(29);
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(monthTitle('2026-03')).toBe('March 2026');
  });
});
