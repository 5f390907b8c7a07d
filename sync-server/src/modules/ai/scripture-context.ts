import { localReference, type Passage } from '@reign/bible';
import { readBible, readTopicVerses } from '@reign/bible/node';
import type { Language } from '@reign/contract/language-list';
import type { PrayerInput } from '@reign/domain';

/**
 * The verses that fit a person's words (issue 36): Nave's topics matched by the map in @reign/bible,
 * chosen by the day and the words, so one day's steps and prayer stay the same and the next day's
 * differ. The built-in texts quote them; the AI is given them as context.
 */
export async function versesForPriority(priority: string, today: string): Promise<Passage[]> {
  return (await readTopicVerses()).versesFor(priority, today, 2);
}

/** One verse for the prayer's first line (the priorities), one for its second (the challenges). */
export async function versesForPrayer(input: PrayerInput, today: string): Promise<Passage[]> {
  const topics = await readTopicVerses();
  const priorities = input.priorities.join('; ') || input.actionSteps.flatMap((g) => g.actions).join('; ');
  const [first] = topics.versesFor(priorities, today, 1);
  const second = topics
    .versesFor(input.challenges || priorities, today, 2)
    .find((v) => v.reference !== first?.reference);
  return [first, second].filter((v): v is Passage => v !== undefined);
}

/** The verses as lines for a prompt: 'Psalms 55:22: "Cast your burden…"'. */
export function versesForPrompt(verses: readonly Passage[]): string {
  return verses.map((v) => `- ${v.reference}: "${v.text}"`).join('\n');
}

/**
 * The verses in the language's translation (Spanish: the RV1909's words and book names); a verse
 * the translation cannot read keeps the WEB's. English: as they are.
 */
export async function versesIn(verses: readonly Passage[], language: Language): Promise<Passage[]> {
  if (language !== 'es') return [...verses];
  const rv1909 = await readBible('rv1909');
  return verses.map((verse) => {
    const text = rv1909.lookup(verse.reference)?.text;
    return text ? { reference: localReference(verse.reference, 'rv1909'), text } : verse;
  });
}
