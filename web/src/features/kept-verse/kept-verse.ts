// the book names alone: not the package's index (its search and verse lists stay off this chunk)
import { localReference } from '@reign/bible/book-names';
import { TRANSLATION_ABBREVIATIONS, type TranslationId } from '@reign/contract/translation-list';

/** A saved plan's verse as it was kept: its reference (the English one) and its translation. */
export interface KeptVerse {
  verseReference: string;
  /** null: saved before the plan kept it (the WEB's words then) */
  verseTranslation?: TranslationId | null | undefined;
}

/**
 * How a saved plan's verse is cited again (issue 51): the reference with the book named in the
 * verse's language, or the screens' ('Salmos 23:1' for the RV1909 or a Spanish reader), and the
 * abbreviation of its translation beside it ('RV1909', 'KJV'; none for the WEB, as the day's verse).
 */
export function keptVerseCredit(
  verse: KeptVerse,
  locale: string,
): { reference: string; translation: string | undefined } {
  const translation = verse.verseTranslation ?? null;
  const spanish = translation === 'rv1909' || locale.startsWith('es');
  return {
    reference: localReference(verse.verseReference, spanish ? 'rv1909' : 'web'),
    translation: translation && translation !== 'web' ? TRANSLATION_ABBREVIATIONS[translation] : undefined,
  };
}
