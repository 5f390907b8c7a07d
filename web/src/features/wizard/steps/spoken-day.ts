import type { DayScripture } from '../../scripture';

/** BCP 47 tags the voices are asked for, by the app's languages. */
const VOICES: Record<string, string> = { en: 'en-US', es: 'es-ES' };

/**
 * What the day's audio reads aloud, in one voice: the reference, the verse and the reflection in
 * the screens' language when the reflection is written in it; else all in English (the WEB's
 * verse, the English reference: a reflection only in English is not read by a Spanish voice, nor a
 * Spanish verse by an English one).
 */
export function spokenDay(
  scripture: DayScripture,
  shownVerse: string,
  reflection: string,
  screenLanguage: string,
  reflectionEnglish: boolean,
): { text: string; lang: string } {
  if (screenLanguage === 'en' || reflectionEnglish) {
    const verse = screenLanguage === 'en' ? shownVerse : scripture.verse;
    return { text: `${scripture.reference}. ${verse}\n\n${reflection}`, lang: VOICES.en as string };
  }
  const reference = scripture.localReference ?? scripture.reference;
  return {
    text: `${reference}. ${shownVerse}\n\n${reflection}`,
    lang: VOICES[screenLanguage] ?? screenLanguage,
  };
}
