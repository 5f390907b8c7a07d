import { READING_PLAN_KEYS as BIBLE_KEYS, MAX_PLAN_DAYS } from '@reign/bible/reading-plans';
import { englishOf, MAX_READING_PLAN_DAYS, READING_PLAN_KEYS } from '@reign/contract';
import { describe, expect, it } from 'vitest';
import {
  newReadingPlan,
  progressAfterMark,
  readingPlanAfterStart,
  readingPlanAfterUpdate,
  readingPlanLength,
  readingPlanProblem,
  readingProgressId,
} from '../../src';

const at = '2026-03-01T12:00:00.000Z';
const later = '2026-03-02T12:00:00.000Z';
const id = '01900000-0000-7000-8000-000000000001';
const start = {
  id,
  planKey: 'bible-in-a-year' as const,
  customBooks: [],
  customDays: null,
  startDate: '2026-03-01',
};

describe('reading plan rules', () => {
  it('agrees with the generator on the plans and the longest plan', () => {
    expect([...READING_PLAN_KEYS]).toEqual([...BIBLE_KEYS]);
    expect(MAX_READING_PLAN_DAYS).toBe(MAX_PLAN_DAYS);
  });

  it('starts a plan once and keeps custom books only for a plan of your own', () => {
    const plan = newReadingPlan({ ...start, customBooks: ['Gen'], customDays: 3 }, at);
    expect(plan).toMatchObject({ status: 'active', customBooks: [], customDays: null, catchUpDays: [] });
    expect(readingPlanAfterStart(plan, start, later)).toBeNull();
    expect(readingPlanLength(plan)).toBe(365);
    const own = newReadingPlan({ ...start, planKey: 'custom', customBooks: ['Ruth'], customDays: 4 }, at);
    expect(readingPlanLength(own)).toBe(4);
  });

  it('names the problem with a plan of your own', () => {
    const tooLong = readingPlanProblem({ planKey: 'custom', customBooks: ['Gen'], customDays: 731 });
    expect(tooLong && englishOf(tooLong)).toBe('A plan can be at most 730 days (2 years).');
    const notABook = readingPlanProblem({ planKey: 'custom', customBooks: ['Nope'], customDays: 7 });
    expect(notABook && englishOf(notABook)).toBe("'Nope' is not a book of the Bible.");
    expect(readingPlanProblem(start)).toBeNull();
  });

  it('changes only the fields given, and a deleted plan stays deleted', () => {
    const plan = newReadingPlan(start, at);
    const moved = readingPlanAfterUpdate(plan, { startDate: '2026-03-05' }, later);
    expect(moved).toMatchObject({ startDate: '2026-03-05', status: 'active', updatedAt: later });
    const caught = readingPlanAfterUpdate(plan, { catchUpFrom: '2026-03-09', catchUpDays: [2, 3] }, later);
    expect(caught?.catchUpDays).toEqual([2, 3]);
    if (!caught) throw new Error('no plan');
    expect(readingPlanAfterUpdate(caught, { catchUpFrom: null }, later)?.catchUpDays).toEqual([]);
    expect(readingPlanAfterUpdate({ ...plan, deleted: true }, { status: 'stopped' }, later)).toBeNull();
  });

  it('ticks a day once on every device, unticks it as a tombstone and ticks it again', async () => {
    const rowId = await readingProgressId(id, 3);
    expect(rowId).toBe(await readingProgressId(id.toUpperCase(), 3));
    expect(rowId).not.toBe(await readingProgressId(id, 4));
    const mark = { planId: id, day: 3, read: true, readOn: '2026-03-03' };
    const ticked = progressAfterMark(undefined, rowId, mark, at);
    expect(ticked).toMatchObject({ id: rowId, day: 3, readOn: '2026-03-03', deleted: false });
    if (!ticked) throw new Error('no row');
    expect(progressAfterMark(ticked, rowId, { ...mark, readOn: '2026-03-04' }, later)).toBeNull();
    const unticked = progressAfterMark(ticked, rowId, { ...mark, read: false }, later);
    expect(unticked).toMatchObject({ deleted: true, updatedAt: later });
    if (!unticked) throw new Error('no row');
    expect(progressAfterMark(unticked, rowId, { ...mark, readOn: '2026-03-05' }, later)).toMatchObject({
      deleted: false,
      readOn: '2026-03-05',
    });
    expect(progressAfterMark(undefined, rowId, { ...mark, read: false }, later)).toBeNull();
  });
});
