import { describe, expect, it } from 'vitest';
import { dayImageFileName, type SavedDay, streakGrowth, yourDay } from './your-day';

const day: SavedDay = {
  id: '0190f5d2-7c1a-7000-8000-000000000001',
  date: '2026-11-26',
  verse: ' Yahweh is my shepherd; I shall lack nothing. ',
  verseReference: 'Psalm 23:1',
  priorities: ['Family', 'Work', 'Rest'],
  actionSteps: [
    { priority: 'Work', actions: ['Finish the report'] },
    { priority: 'Family', actions: ['Call Mom', 'Dinner together'] },
  ],
};

describe("the 'Your day' card", () => {
  it('holds the verse, the three priorities and the first action of the first priority that has one', () => {
    expect(yourDay(day)).toEqual({
      verse: 'Yahweh is my shepherd; I shall lack nothing.',
      reference: 'Psalm 23:1',
      verseReference: 'Psalm 23:1',
      translation: undefined,
      priorities: ['Family', 'Work', 'Rest'],
      firstAction: 'Call Mom',
    });
  });

  it('cites the verse as the plan kept it: the RV1909 with its book in Spanish and its abbreviation (issue 51)', () => {
    const spanish = {
      ...day,
      verse: 'Jehová es mi pastor; nada me faltará.',
      verseTranslation: 'rv1909' as const,
    };
    expect(yourDay(spanish, 'es')).toMatchObject({
      verse: 'Jehová es mi pastor; nada me faltará.',
      reference: 'Salmos 23:1',
      verseReference: 'Psalm 23:1',
      translation: 'RV1909',
    });
    // a KJV plan read in English keeps the English book and credits the KJV
    expect(yourDay({ ...day, verseTranslation: 'kjv' }, 'en')).toMatchObject({
      reference: 'Psalm 23:1',
      translation: 'KJV',
    });
  });

  it('skips priorities without actions, and has no first action when the plan has none', () => {
    expect(
      yourDay({ ...day, actionSteps: [{ priority: 'Rest', actions: ['Sleep by ten'] }] }).firstAction,
    ).toBe('Sleep by ten');
    expect(yourDay({ ...day, priorities: ['Family'], actionSteps: [] })).toMatchObject({
      priorities: ['Family'],
      firstAction: null,
    });
  });

  it("names the image after the day's date", () => {
    expect(dayImageFileName('2026-11-26')).toBe('reign-my-day-2026-11-26.png');
  });
});

describe('the streak growing with a save', () => {
  const today = '2026-11-26';
  /** A history of plans on `dates` and days read on `read`. */
  const history = (dates: string[], read: string[] = []) => ({
    plans: dates.map((date) => ({ date })),
    readingDays: read.map((readOn) => ({ readOn })),
  });

  it('grows by the saved day, by the one streak', () => {
    const saved = { date: today, wasPlanned: false };
    expect(streakGrowth(history(['2026-11-24', '2026-11-25']), saved, today)).toEqual({ from: 2, to: 3 });
    expect(streakGrowth(history([]), saved, today)).toEqual({ from: 0, to: 1 });
    // a missed yesterday is a grace day: two days before, then today
    expect(streakGrowth(history(['2026-11-24']), saved, today)).toEqual({ from: 2, to: 3 });
    // the history may already hold the saved plan
    expect(streakGrowth(history(['2026-11-25', today]), saved, today)).toEqual({ from: 1, to: 2 });
  });

  it("counts a reading plan's days read, as the dashboard does", () => {
    const saved = { date: today, wasPlanned: false };
    expect(streakGrowth(history(['2026-11-23'], ['2026-11-24', '2026-11-25']), saved, today)).toEqual({
      from: 3,
      to: 4,
    });
    // a day read today: the plan saved on it grows nothing
    expect(streakGrowth(history(['2026-11-25'], [today]), saved, today)).toEqual({ from: 2, to: 2 });
  });

  it('does not grow when the day already had a plan (an edit)', () => {
    expect(streakGrowth(history(['2026-11-25', today]), { date: today, wasPlanned: true }, today)).toEqual({
      from: 2,
      to: 2,
    });
  });
});
