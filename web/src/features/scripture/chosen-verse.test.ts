import { describe, expect, it } from 'vitest';
import { verseInTranslation } from './chosen-verse';
import { type DayScripture, fromStored, toStored } from './resolve';

const day: DayScripture = {
  date: '2026-11-21',
  verse: 'For God so loved the world, that he gave his one and only Son...',
  reference: 'John 3:16',
  reflection: 'Loved.',
  audioUrl: null,
  translations: {
    kjv: 'For God so loved the world, that he gave his only begotten Son...',
    rv1909: 'Porque de tal manera amó Dios al mundo...',
  },
  origin: 'server',
};

describe('the day’s verse in the chosen translation', () => {
  it('shows the WEB reader the verse as it was, with no abbreviation', () => {
    expect(verseInTranslation(day, 'web')).toEqual({
      text: day.verse,
      abbreviation: undefined,
      translation: 'web',
    });
  });

  it("shows another translation's wording with its abbreviation", () => {
    expect(verseInTranslation(day, 'kjv')).toEqual({
      text: day.translations?.kjv,
      abbreviation: 'KJV',
      translation: 'kjv',
    });
    expect(verseInTranslation(day, 'rv1909')).toEqual({
      text: day.translations?.rv1909,
      abbreviation: 'RV1909',
      translation: 'rv1909',
    });
  });

  it("falls back to the WEB's wording, cited as WEB, where the translation's is missing", () => {
    const twoPlaces = { ...day, reference: 'Matthew 28:5,6; 24:44', translations: {} };
    expect(verseInTranslation(twoPlaces, 'kjv')).toEqual({
      text: day.verse,
      abbreviation: 'WEB',
      translation: 'web',
    });
    const builtIn = { ...day, translations: undefined, origin: 'daily-list' as const };
    expect(verseInTranslation(builtIn, 'rv1909')).toEqual({
      text: day.verse,
      abbreviation: 'WEB',
      translation: 'web',
    });
  });

  it('keeps every translation in the copy stored for offline use', () => {
    expect(fromStored(toStored(day), 'cache').translations).toEqual(day.translations);
  });
});
