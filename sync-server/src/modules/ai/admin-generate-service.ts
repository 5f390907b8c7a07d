import { readBible } from '@reign/bible/node';
import type { AdminGeneratedReflection } from '@reign/contract';
import type { Language } from '@reign/contract/language-list';
import { cleanReflection, isFailedReflection } from '@reign/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AiClient } from '../../plugins/ai';
import { builtInReflection, commentaryContext } from './commentary-reflection';
import { reflectionPrompt, type SeriesDayContext } from './prompts';

/** The verse in the language's Bible: a Spanish reflection quotes the RV1909 (the form's own words when it cannot read the reference). */
async function verseIn(verse: string, reference: string, language: Language): Promise<string> {
  if (language !== 'es') return verse;
  return (await readBible('rv1909')).lookup(reference)?.text ?? verse;
}

/** The shortest reflection the administrator's forms accept from the AI. */
const MIN_LENGTH = 50;

/**
 * The administrator's 'Generate': always a new answer of the AI for this verse and reference (and,
 * for a series day, its series title, day title and number), in English or Spanish (issue 51),
 * never the stored text. With the AI
 * off, or failing, the built-in reflection in that language (Henry's or Spurgeon's comment; in
 * Spanish the verse's own from the RV1909), saying which (`ai`: 'off' or 'failed'), so the form
 * never claims a generated text it did not get. Nothing is stored: the administrator saves it.
 */
export async function generateForAdmin(
  deps: { ai: AiClient; log: FastifyBaseLogger },
  input: { verse: string; reference: string; series?: SeriesDayContext; language?: Language | undefined },
): Promise<AdminGeneratedReflection> {
  const language = input.language ?? 'en';
  const fallback = {
    reflection: await builtInReflection(input.reference, language),
    source: 'fallback' as const,
  };
  if (!deps.ai.enabled) return { ...fallback, ai: 'off' };
  try {
    const text = cleanReflection(
      await deps.ai.chat(
        reflectionPrompt(await verseIn(input.verse, input.reference, language), input.reference, {
          series: input.series,
          commentary: await commentaryContext(input.reference),
          language,
        }),
        { maxTokens: 450 },
      ),
    );
    if (!isFailedReflection(text) && text.length >= MIN_LENGTH) {
      return { reflection: text, source: 'ai', ai: 'answered' };
    }
    deps.log.warn({ reference: input.reference }, 'admin generate: AI answer refused or too short');
  } catch (err) {
    deps.log.warn({ err: (err as Error).message, reference: input.reference }, 'admin generate: AI failed');
  }
  return { ...fallback, ai: 'failed' };
}
