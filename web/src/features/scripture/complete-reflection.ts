import type { Language } from '@reign/contract/language-list';
import { generateReflection } from '../../data';
import type { DayScripture } from './day-scripture';
import { builtInReflection } from './fallback-reflection';

/**
 * A scripture that came without a reflection, completed: one generated on demand (the server
 * writes it in the language the request names, the reign-lang cookie), else the built-in
 * one in `language` (builtInReflection). Its own chunk: the server's answer nearly always has its reflection.
 */
export async function completeReflection(
  scripture: DayScripture,
  language: Language,
): Promise<{ complete: DayScripture; failed: boolean }> {
  const answer = await generateReflection({ verse: scripture.verse, reference: scripture.reference });
  const reflection = answer.value.trim() || (await builtInReflection(scripture.reference, language));
  return {
    complete: { ...scripture, reflection, ...(language === 'en' ? {} : { reflectionLanguage: language }) },
    failed: answer.failed,
  };
}
