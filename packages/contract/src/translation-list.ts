// The translations' ids and abbreviations as plain data, without zod: the first screen of `/` (the
// day's verse in the chosen translation) reads these. Their other facts and the schema are in
// translations.ts.

/** Each translation's abbreviation by id, in the order the chooser shows them. */
export const TRANSLATION_ABBREVIATIONS = { web: 'WEB', kjv: 'KJV', rv1909: 'RV1909' } as const;

export type TranslationId = keyof typeof TRANSLATION_ABBREVIATIONS;

export const TRANSLATION_IDS = Object.keys(TRANSLATION_ABBREVIATIONS) as [TranslationId, ...TranslationId[]];

/** The translation when a person has not chosen one (and for every guest's first visit). */
export const DEFAULT_TRANSLATION: TranslationId = 'web';

/** The cookie the web app keeps beside a person's choice, so the server renders `/` in it. */
export const TRANSLATION_COOKIE = 'reign-translation';
