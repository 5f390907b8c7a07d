import type { Passage } from '@reign/bible';
import { ACTION_TEXT_MAX } from '@reign/contract';
import { quoted } from '../quoted';
import { fallbackActionSteps } from './action-steps';
import { type PrayerInput, prayerClosing, prayerLines, withPrayerRequests } from './prayers';
import { prayerWordsEs } from './prayers-es';
import type { TextLanguage } from './text-language';

/**
 * Built-in texts that quote Scripture (issues 36, 51): the server chooses fitting verses from the
 * curated map of everyday life (@reign/bible everyday-verses.ts) and these put one verse in each step
 * or prayer line, as '… — “verse” (Book C:V)', a reference the app links to the reader. Offline the
 * app has no verses and uses the plain templates (fallbackActionSteps, fallbackPrayer).
 */
export function quoteVerse(line: string, verse: Passage | undefined): string {
  return verse ? `${line} — ${quoted(verse.text)} (${verse.reference})` : line;
}

/**
 * The built-in action steps for a priority, the n-th quoting the n-th verse; a step that the quote
 * would make longer than a plan keeps (a very long priority named in it) stays without one.
 */
export function scriptureActionSteps(
  priority: string,
  verses: readonly Passage[],
  language: TextLanguage = 'en',
): string[] {
  return fallbackActionSteps(priority, language).map((step, i) => {
    const quoted = quoteVerse(step, verses[i]);
    return quoted.length <= ACTION_TEXT_MAX ? quoted : step;
  });
}

/**
 * The built-in prayer, the n-th line quoting the n-th verse, every prayer request named, in
 * `language` (the verses are given in its translation).
 */
export function scripturePrayer(
  input: PrayerInput,
  verses: readonly Passage[],
  random: () => number = Math.random,
  language: TextLanguage = 'en',
): string {
  const yourWord = language === 'es' ? prayerWordsEs.yourWord : 'Your word says:';
  const lines = prayerLines(input, random, language).map((line, i) => {
    const verse = verses[i];
    return verse ? `${line} ${yourWord} ${quoted(verse.text)} (${verse.reference}).` : line;
  });
  return withPrayerRequests([...lines, prayerClosing(language)].join(' '), input.prayerRequests, language);
}
