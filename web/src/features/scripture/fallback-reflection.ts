import { localReference } from '@reign/bible';
import type { Language } from '@reign/contract/language-list';
import { DEFAULT_REFLECTION_ES, DEFAULT_VERSE, DEFAULT_VERSE_ES, fallbackReflection } from '@reign/domain';
import type { DayScripture } from './day-scripture';

// The book's built-in reflection for a reference, and the default verse in Spanish, in their own
// chunk: the callers import() them when one is needed (the server's answer nearly always has its
// own, and the texts are several KB of every first load otherwise).
export { fallbackReflection };

/**
 * The built-in reflection on a reference in `language`: in Spanish, the one made for a verse of the
 * day list from other passages in the RV1909 (its own chunk, @reign/bible/daily-reflections-rv1909,
 * the server's own for that verse), else the book's.
 */
export async function builtInReflection(reference: string, language: Language): Promise<string> {
  if (language === 'es') {
    try {
      const own = (await import('@reign/bible/daily-reflections-rv1909')).spanishDailyReflectionFor(
        reference,
      );
      if (own) return own;
    } catch {
      // the chunk cannot be had (offline before it was kept): the book's reflection
    }
  }
  return fallbackReflection(reference, language);
}

type DailyVerse = { verse: string; reference: string; readerPath?: string | undefined };

/**
 * Today's scripture from the built-in texts (resolve.ts, when neither the server nor the device has
 * it): the daily list's verse (in Spanish with the RV1909's words too) with its built-in reflection
 * in `language` (builtInReflection); else `stale` (an earlier day's answer); else, in Spanish, the default verse in the RV1909; null: the English default.
 */
export async function builtInScripture(
  date: string,
  language: Language,
  loadDailyVerse: (date: string) => Promise<DailyVerse>,
  stale: DayScripture | null,
): Promise<DayScripture | null> {
  try {
    const daily = await loadDailyVerse(date);
    // a Spanish screen quotes its own Bible (the RV1909's day list, its own chunk)
    const spanish =
      language === 'es'
        ? (await import('@reign/bible/daily-verses-rv1909')).spanishDailyTextFor(date)
        : undefined;
    return {
      date,
      ...daily,
      ...(spanish ? { translations: { rv1909: spanish } } : {}),
      reflection: await builtInReflection(daily.reference, language),
      ...inLanguage(daily.reference, language),
      audioUrl: null,
      origin: 'daily-list',
    };
  } catch {
    return stale ?? (language === 'es' ? defaultScriptureEs(date) : null);
  }
}

/** A built-in reflection's marks in another language than English: its language, the book's name in it. */
export function inLanguage(
  reference: string,
  language: Language,
): Pick<DayScripture, 'reflectionLanguage' | 'localReference'> {
  return language === 'es'
    ? { reflectionLanguage: 'es', localReference: localReference(reference, 'rv1909') }
    : {};
}

/** The default verse (Jeremiah 29:11) with the Reina-Valera 1909's words and its reflection in Spanish. */
export function defaultScriptureEs(date: string): DayScripture {
  return {
    date,
    verse: DEFAULT_VERSE.text,
    reference: DEFAULT_VERSE.reference,
    readerPath: DEFAULT_VERSE.readerPath,
    translations: { rv1909: DEFAULT_VERSE_ES.text },
    reflection: DEFAULT_REFLECTION_ES,
    ...inLanguage(DEFAULT_VERSE.reference, 'es'),
    audioUrl: null,
    origin: 'default',
  };
}
