import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderedToday } from './worker-day-page';

// The service worker keeps the server's `/` for its date and answers it at once on that date: the
// date it compares with must be the one the server renders for this person (their zone's), or a
// member in a far zone is shown yesterday's kept page.

afterEach(() => vi.useRealTimers());

const store = (value: string | null) => ({ get: async () => (value === null ? null : { value }) });

describe("the kept day page's date", () => {
  it("is the chosen zone's today (the reign-zone cookie), Chicago's without one or with a zone unknown", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T02:30:00Z')); // 20:30 on the 26th in Chicago, the 27th in Kiritimati
    expect(await renderedToday(store('Pacific%2FKiritimati'))).toBe('2026-11-27');
    expect(await renderedToday(store(null))).toBe('2026-11-26');
    expect(await renderedToday(undefined)).toBe('2026-11-26');
    expect(await renderedToday(store('Mars%2FOlympus'))).toBe('2026-11-26');
  });
});
