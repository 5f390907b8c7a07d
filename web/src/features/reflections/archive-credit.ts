import type { ReflectionItem } from '@reign/contract';
import { keptVerseCredit } from '../kept-verse';

/**
 * How an archive card cites its verse: a saved plan's as it was kept, a Daily card's as sent in
 * Spanish (the book in the verse's or the screens' language, the translation beside it: 'Salmos
 * 23:1 · RV1909'; issue 51); a Daily card without its translation as the server wrote it.
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
