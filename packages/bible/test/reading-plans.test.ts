import { describe, expect, it } from 'vitest';
import {
  BOOKS,
  BUILT_IN_PLANS,
  dayBounds,
  findBook,
  MAX_PLAN_DAYS,
  minutesPerDay,
  type PlanDay,
  passagePath,
  passagesLabel,
  planDays,
  planScope,
  planTitle,
  VERSE_COUNTS,
} from '../src';

/** Every verse the days read, in order, as 'book chapter:verse'. */
function versesRead(days: readonly PlanDay[]): string[] {
  const read: string[] = [];
  for (const day of days) {
    for (const p of day.passages) {
      const order = findBook(p.book)?.order ?? -1;
      const count = VERSE_COUNTS[order]?.[p.chapter - 1] ?? 0;
      const from = p.verses?.from ?? 1;
      const to = p.verses?.to ?? count;
      for (let v = from; v <= to; v++) read.push(`${p.book} ${p.chapter}:${v}`);
    }
  }
  return read;
}

function allVerses(books: readonly number[]): string[] {
  const all: string[] = [];
  for (const order of books) {
    VERSE_COUNTS[order]?.forEach((count, c) => {
      for (let v = 1; v <= count; v++) all.push(`${BOOKS[order]?.name} ${c + 1}:${v}`);
    });
  }
  return all;
}

function expectBalanced(days: readonly PlanDay[]) {
  const total = days.reduce((sum, d) => sum + d.verses, 0);
  const { low, high } = dayBounds(total / days.length);
  for (const day of days) {
    expect(day.verses, `day ${day.day}: ${day.label}`).toBeGreaterThanOrEqual(low);
    expect(day.verses, `day ${day.day}: ${day.label}`).toBeLessThanOrEqual(high);
  }
}

const osis = (...names: string[]) => names.map((n) => findBook(n)?.osis ?? n);

describe('reading plans', () => {
  it('reads every verse of the Bible exactly once, in order, in Bible in a Year, covering every chapter', () => {
    const days = planDays({ planKey: 'bible-in-a-year' });
    expect(days).toHaveLength(365);
    expect(days.map((d) => d.day)).toEqual(Array.from({ length: 365 }, (_, i) => i + 1));
    const read = versesRead(days);
    expect(read).toEqual(allVerses(BOOKS.map((b) => b.order)));
    const chapters = new Set(days.flatMap((d) => d.passages.map((p) => `${p.book} ${p.chapter}`)));
    expect(chapters.size).toBe(1189);
    for (const day of days) expect(day.verses).toBe(versesRead([day]).length);
  });

  it.each(BUILT_IN_PLANS.map((p) => [p.title, p.key] as const))(
    'balances %s within 25%% of the mean day',
    (_, key) => {
      const plan = BUILT_IN_PLANS.find((p) => p.key === key) ?? BUILT_IN_PLANS[0];
      if (!plan) throw new Error('no plans');
      const days = planDays({ planKey: plan.key });
      expect(days).toHaveLength(plan.days);
      expect(versesRead(days)).toEqual(allVerses(plan.books));
      expectBalanced(days);
    },
  );

  it('reads whole chapters unless one is longer than a day allows (Psalm 119 in the month of Psalms and Proverbs)', () => {
    const days = planDays({ planKey: 'psalms-proverbs-31' });
    const partial = days.flatMap((d) => d.passages.filter((p) => p.verses));
    expect(partial.map((p) => `${p.book} ${p.chapter}`)).toEqual(['Psalms 119', 'Psalms 119']);
    expect(partial[0]?.verses?.from).toBe(1);
    expect(partial[1]?.verses?.to).toBe(176);
    expect(days.some((d) => d.label.includes('Psalm 119:1–'))).toBe(true);
    for (const plan of BUILT_IN_PLANS) {
      const split = planDays({ planKey: plan.key }).flatMap((d) => d.passages.filter((p) => p.verses));
      expect(split.length, plan.title).toBeLessThanOrEqual(
        ({ 'bible-in-a-year': 14, 'new-testament-90': 4, 'psalms-proverbs-31': 2 } as Record<string, number>)[
          plan.key
        ] ?? 0,
      );
    }
    expect(planDays({ planKey: 'bible-in-a-year' })[0]?.label).toMatch(/^Genesis 1–\d$/);
  });

  it.each([
    [['Ruth'], 4],
    [['Genesis', 'Exodus'], 40],
    [['Romans', 'Galatians', 'Ephesians'], 21],
    [['Psalms'], 150],
    [['Psalms'], 730],
    [['John'], 7],
    [['Isaiah', 'Matthew'], 100],
  ])('balances a plan of your own: %s in %i days', (names, dayCount) => {
    const choice = { planKey: 'custom' as const, customBooks: osis(...names), customDays: dayCount };
    const days = planDays(choice);
    expect(days).toHaveLength(dayCount);
    const orders = names.map((n) => findBook(n)?.order ?? -1).sort((a, b) => a - b);
    expect(versesRead(days)).toEqual(allVerses(orders));
    expectBalanced(days);
  });

  it('reads chosen books in canonical order, each once', () => {
    const days = planDays({ planKey: 'custom', customBooks: ['Matt', 'Gen', 'Matt'], customDays: 30 });
    expect(days[0]?.passages[0]?.book).toBe('Genesis');
    expect(days.at(-1)?.passages.at(-1)).toEqual({ book: 'Matthew', chapter: 28 });
  });

  it('names the problem with a plan of your own', () => {
    expect(planScope({ planKey: 'custom', customBooks: ['Gen'], customDays: MAX_PLAN_DAYS + 1 })).toEqual({
      problem: { code: 'readingPlan.tooLong', values: { days: 730 } },
    });
    expect(planScope({ planKey: 'custom', customBooks: ['Hezekiah'], customDays: 10 })).toEqual({
      problem: { code: 'readingPlan.notABook', values: { book: 'Hezekiah' } },
    });
    expect(planScope({ planKey: 'custom', customBooks: [], customDays: 10 })).toEqual({
      problem: { code: 'readingPlan.noBooks' },
    });
    expect(planScope({ planKey: 'custom', customBooks: ['Gen'], customDays: 0 })).toEqual({
      problem: { code: 'readingPlan.noDays' },
    });
    expect(planScope({ planKey: 'custom', customBooks: ['Jude'], customDays: 30 })).toEqual({
      problem: { code: 'readingPlan.tooFewVerses', values: { verses: 25 } },
    });
    expect(planDays({ planKey: 'custom', customBooks: ['Jude'], customDays: 30 })).toEqual([]);
    expect(planScope({ planKey: 'custom', customBooks: ['Gen'], customDays: MAX_PLAN_DAYS })).toMatchObject({
      days: 730,
    });
  });

  it('still reads every verse once when a plan of your own is as many days as verses', () => {
    const days = planDays({ planKey: 'custom', customBooks: ['Jude'], customDays: 25 });
    expect(days).toHaveLength(25);
    expect(versesRead(days)).toEqual(allVerses([findBook('Jude')?.order ?? -1]));
    expect(days[0]?.label).toBe('Jude 1');
  });

  it('labels passages as people read them and links them into the reader', () => {
    expect(
      passagesLabel([
        { book: 'Genesis', chapter: 1 },
        { book: 'Genesis', chapter: 2 },
        { book: 'Genesis', chapter: 3 },
      ]),
    ).toBe('Genesis 1–3');
    expect(passagesLabel([{ book: 'Psalms', chapter: 23 }])).toBe('Psalm 23');
    expect(
      passagesLabel([
        { book: 'Psalms', chapter: 118 },
        { book: 'Psalms', chapter: 119, verses: { from: 1, to: 88 } },
      ]),
    ).toBe('Psalm 118; Psalm 119:1–88');
    expect(
      passagesLabel([
        { book: 'Obadiah', chapter: 1 },
        { book: 'Jonah', chapter: 1 },
      ]),
    ).toBe('Obadiah; Jonah 1');
    expect(passagePath({ book: 'Psalms', chapter: 119, verses: { from: 1, to: 88 } })).toBe(
      '/bible/Psalms/119#1-88',
    );
    expect(passagePath({ book: '1 Corinthians', chapter: 13 })).toBe('/bible/1-Corinthians/13');
  });

  it('estimates minutes a day and titles plans', () => {
    const year = BUILT_IN_PLANS[0];
    expect(year && minutesPerDay(year.books, year.days)).toBeGreaterThanOrEqual(10);
    expect(year && minutesPerDay(year.books, year.days)).toBeLessThanOrEqual(20);
    expect(planTitle({ planKey: 'gospels-30' })).toBe('The Gospels in 30 days');
    expect(planTitle({ planKey: 'custom', customBooks: ['Ruth', 'Esth'], customDays: 1 })).toBe(
      'Ruth and Esther in 1 day',
    );
    expect(planTitle({ planKey: 'custom', customBooks: ['Rom', 'Gal', 'Eph'], customDays: 21 })).toBe(
      'Romans to Ephesians (3 books) in 21 days',
    );
  });
});
