import type { ReflectionItem } from '@reign/contract';
import { keptVerseCredit } from '../kept-verse';

/**
 * How an archive card cites its verse: as it was kept or sent (the book in the verse's or the
 * screens' language, the translation beside it: 'Salmos 23:1 · RV1909'; issue 51): a saved plan's,
 * and a Daily card the server sent in a translation; else a Daily card's as the server wrote it.
 */
export function archiveCredit(
  item: ReflectionItem,
  locale: string,
): { reference: string; translation: string | undefined; label: string } {
  const { reference, translation } =
    item.type === 'personal' || item.verseTranslation
      ? keptVerseCredit(item, locale)
      : { reference: item.verseReference, translation: undefined };
  return { reference, translation, label: translation ? `${reference} · ${translation}` : reference };
}
