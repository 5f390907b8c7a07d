import * as z from 'zod/mini';
import { TRANSLATION_ABBREVIATIONS as ABBREVIATION, TRANSLATION_IDS } from './translation-list';

export {
  DEFAULT_TRANSLATION,
  TRANSLATION_ABBREVIATIONS,
  TRANSLATION_COOKIE,
  TRANSLATION_IDS,
  type TranslationId,
} from './translation-list';

/**
 * The Bible translations Reign offers, all public domain, in the order the chooser shows them. The
 * reference list (daily verses, links) is one for all three; only the wording and book names differ.
 */
export const TRANSLATIONS = [
  {
    id: 'web',
    abbreviation: ABBREVIATION.web,
    name: 'World English Bible',
    language: 'en',
    year: '2000 (revised 2020)',
    license:
      'Public domain. The text may be copied freely; a changed text must not be called the World English Bible.',
  },
  {
    id: 'kjv',
    abbreviation: ABBREVIATION.kjv,
    name: 'King James Version',
    language: 'en',
    year: '1611 (the 1769 standard text)',
    license:
      'Public domain in most of the world (the 1769 text; in the United Kingdom the Crown holds rights).',
  },
  {
    id: 'rv1909',
    abbreviation: ABBREVIATION.rv1909,
    name: 'Reina-Valera 1909',
    language: 'es',
    year: '1909',
    license: 'Dominio público (public domain).',
  },
] as const;

export type TranslationInfo = (typeof TRANSLATIONS)[number];

export const translationMessages = {
  id: `The translation is one of ${TRANSLATION_IDS.join(', ')}.`,
} as const;

export const translationId = z.enum(TRANSLATION_IDS, { error: translationMessages.id });

/** The translation's facts by id (an unknown id reads as the default). */
export function translationInfo(id: string | null | undefined): TranslationInfo {
  return TRANSLATIONS.find((t) => t.id === id) ?? TRANSLATIONS[0];
}
