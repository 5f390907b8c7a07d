// The translations as plain data, without zod: the first load of `/` (the day's verse in the chosen
// translation) reads these; the schema is in translations.ts.

/**
 * The Bible translations Reign offers, all public domain, in the order the chooser shows them. The
 * reference list (daily verses, links) is one for all three; only the wording and book names differ.
 */
export const TRANSLATIONS = [
  {
    id: 'web',
    abbreviation: 'WEB',
    name: 'World English Bible',
    language: 'en',
    year: '2000 (revised 2020)',
    license:
      'Public domain. The text may be copied freely; a changed text must not be called the World English Bible.',
  },
  {
    id: 'kjv',
    abbreviation: 'KJV',
    name: 'King James Version',
    language: 'en',
    year: '1611 (the 1769 standard text)',
    license:
      'Public domain in most of the world (the 1769 text; in the United Kingdom the Crown holds rights).',
  },
  {
    id: 'rv1909',
    abbreviation: 'RV1909',
    name: 'Reina-Valera 1909',
    language: 'es',
    year: '1909',
    license: 'Dominio público (public domain).',
  },
] as const;

export type TranslationInfo = (typeof TRANSLATIONS)[number];
export type TranslationId = TranslationInfo['id'];

export const TRANSLATION_IDS = TRANSLATIONS.map((t) => t.id) as [TranslationId, ...TranslationId[]];

/** The translation when a person has not chosen one (and for every guest's first visit). */
export const DEFAULT_TRANSLATION: TranslationId = 'web';

/** The translation's facts by id (an unknown id reads as the default). */
export function translationInfo(id: string | null | undefined): TranslationInfo {
  return TRANSLATIONS.find((t) => t.id === id) ?? TRANSLATIONS[0];
}

/** The cookie the web app keeps beside a person's choice, so the server renders `/` in it. */
export const TRANSLATION_COOKIE = 'reign-translation';
