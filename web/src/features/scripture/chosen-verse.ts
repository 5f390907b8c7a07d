import { TRANSLATION_ABBREVIATIONS, type TranslationId } from '@reign/contract/translation-list';
import type { DayScripture } from './resolve';

/** The day's verse as a screen shows it: its words, and the abbreviation to cite beside the reference. */
export interface ShownVerse {
  text: string;
  /** 'KJV'; 'WEB' when the chosen translation's words were not there; undefined for a WEB reader */
  abbreviation: string | undefined;
  /** the translation the words are in (the WEB where the chosen one's were not there) */
  translation: TranslationId;
}

/**
 * The day's verse in the chosen translation: the server's wording in it (the answer carries every
 * translation, so a stored one works offline too); where there is none (a reference spanning two
 * places, the built-in list offline) the WEB's, cited as 'WEB' so nobody takes it for their own.
 * A WEB reader sees the verse as it always was, with no abbreviation.
 */
export function verseInTranslation(scripture: DayScripture, chosen: TranslationId): ShownVerse {
  if (chosen === 'web') return { text: scripture.verse, abbreviation: undefined, translation: 'web' };
  const text = scripture.translations?.[chosen];
  if (text) return { text, abbreviation: TRANSLATION_ABBREVIATIONS[chosen], translation: chosen };
  return { text: scripture.verse, abbreviation: TRANSLATION_ABBREVIATIONS.web, translation: 'web' };
}
