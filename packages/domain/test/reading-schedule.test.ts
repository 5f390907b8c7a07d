import { describe, expect, it } from 'vitest';
import {
  behindMessage,
  CATCH_UP_DAYS,
  catchUpChanges,
  catchUpShare,
  readingToday,
  restartChanges,
} from '../src';

const plan = { startDate: '2026-01-01', catchUpFrom: null as string | null, catchUpDays: [] as number[] };
const read = (...days: number[]) => new Set(days);

describe("today's reading", () => {
  it("is the plan's day by its start date, nothing behind when every earlier day is read", () => {
    expect(readingToday(plan, 365, read(1, 2, 3), '2026-01-04')).toEqual({
      dayOfPlan: 4,
      days: [4],
      behind: [],
      finished: false,
    });
    expect(readingToday(plan, 365, read(), '2025-12-31')).toMatchObject({
      dayOfPlan: 0,
      days: [],
      behind: [],
    });
    expect(readingToday(plan, 3, read(1, 2, 3), '2026-01-09')).toMatchObject({
      days: [],
      behind: [],
      finished: true,
    });
  });

  it('counts the unread days before today as behind, in words with plural forms', () => {
    const today = readingToday(plan, 365, read(1, 3), '2026-01-06');
    expect(today.behind).toEqual([2, 4, 5]);
    expect(behindMessage(today.behind.length)).toBe('You are 3 days behind');
    expect(behindMessage(1)).toBe('You are 1 day behind');
  });

  it('catches up by spreading the missed days over the next week on top of each day, keeping what was read', () => {
    const progress = read(1, 3);
    const changes = catchUpChanges(plan, 365, progress, '2026-01-15');
    expect(changes.catchUpFrom).toBe('2026-01-15');
    expect(changes.catchUpDays).toEqual([2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    const caught = { ...plan, ...changes };
    const shares = Array.from({ length: CATCH_UP_DAYS }, (_, k) => catchUpShare(caught, `2026-01-${15 + k}`));
    expect(shares.flat()).toEqual(changes.catchUpDays);
    expect(
      Math.max(...shares.map((s) => s.length)) - Math.min(...shares.map((s) => s.length)),
    ).toBeLessThanOrEqual(1);
    // today: its own day and its share; nothing is behind any more
    expect(readingToday(caught, 365, progress, '2026-01-15')).toMatchObject({ days: [2, 4, 15], behind: [] });
    // the day after, yesterday's catch-up not read is behind again, the rest is still to come
    expect(readingToday(caught, 365, read(1, 3, 15), '2026-01-16')).toMatchObject({
      days: [5, 6, 16],
      behind: [2, 4],
    });
    // three missed days: the first is today's
    expect(
      catchUpShare({ ...plan, catchUpFrom: '2026-01-15', catchUpDays: [2, 3, 4] }, '2026-01-15'),
    ).toEqual([2]);
    expect(progress).toEqual(read(1, 3));
  });

  it('starts again from today with the first unread day as today, every read day kept', () => {
    const progress = read(1, 2, 5);
    const changes = restartChanges(365, progress, '2026-02-01');
    expect(changes).toEqual({ startDate: '2026-01-30', catchUpFrom: null, catchUpDays: [] });
    const moved = { ...plan, ...changes };
    expect(readingToday(moved, 365, progress, '2026-02-01')).toMatchObject({
      dayOfPlan: 3,
      days: [3],
      behind: [],
    });
    expect(readingToday(moved, 365, progress, '2026-02-04')).toMatchObject({ behind: [3, 4] });
  });
});
