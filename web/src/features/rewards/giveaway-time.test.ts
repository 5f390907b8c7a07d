import { describe, expect, it } from 'vitest';
import { formatDateTime } from './GiveawayFacts';

describe("a giveaway's times in the member's zone (issue 39)", () => {
  it('shows the end in the chosen zone, written as before', () => {
    const end = '2026-11-27T03:00:00.000Z';
    expect(formatDateTime(end, 'Asia/Manila')).toBe('Nov 27, 2026 11:00 AM');
    expect(formatDateTime(end, 'America/Los_Angeles')).toBe('Nov 26, 2026 7:00 PM');
    expect(formatDateTime(end, 'America/Chicago')).toBe('Nov 26, 2026 9:00 PM');
  });
});
