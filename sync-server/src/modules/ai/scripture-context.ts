import { everydayVerseReferences, localReference, type Passage, quotableVerse } from '@reign/bible';
import { readBible } from '@reign/bible/node';
import type { Language } from '@reign/contract/language-list';
import type { PrayerInput } from '@reign/domain';

/**
 * The verses that fit a person's words (issue 51): the curated map of everyday life in
 * @reign/bible (everyday-verses.ts), matched on their words in either language and chosen by the
 * day, so one day's steps and prayer stay the same and the next day's differ. They come in the
 * language's translation (Spanish: the RV1909's words and book names), ready to quote. The
 * built-in texts quote them; the AI is given them as context.
 */
async function versesOf(references: readonly string[], language: Language): Promise<Passage[]> {
  const translation = language === 'es' ? 'rv1909' : 'web';
  const bible = await readBible(translation);
  return references.flatMap((reference) => {
    const text = bible.lookup(reference)?.text;
    return text ? [{ reference: localReference(reference, translation), text: quotableVerse(text) }] : [];
  });
}

/** Two verses for a priority's action steps. */
export function versesForPriority(priority: string, today: string, language: Language): Promise<Passage[]> {
  return versesOf(everydayVerseReferences(priority, today, 2), language);
}

/** One verse for the prayer's first line (the priorities), one for its second (the challenges). */
export function versesForPrayer(input: PrayerInput, today: string, language: Language): Promise<Passage[]> {
  const priorities = input.priorities.join('; ') || input.actionSteps.flatMap((g) => g.actions).join('; ');
  const [first] = everydayVerseReferences(priorities, today, 1);
  const second = everydayVerseReferences(input.challenges || priorities, today, 2).find((r) => r !== first);
  return versesOf(
    [first, second].filter((r): r is string => r !== undefined),
    language,
  );
}

/** The verses as lines for a prompt: 'Psalms 55:22: "Cast your burden…"'. */
export function versesForPrompt(verses: readonly Passage[]): string {
  return verses.map((v) => `- ${v.reference}: "${v.text}"`).join('\n');
}
