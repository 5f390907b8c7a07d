import { localReference } from '@reign/bible';
import { readBible } from '@reign/bible/node';
import type { TextSource } from '@reign/contract';
import { cleanReflection, generatedTexts } from '@reign/domain';
import { type AiDeps, grounded } from './ai-service';
import { builtInReflection, commentaryContext } from './commentary-reflection';
import { reflectionPrompt } from './prompts';
import { findGeneratedReflection, storeGeneratedReflection } from './reflection-repository';

type ReflectionAnswer = { reflection: string; source: TextSource };

/** A new AI reflection on the verse, or undefined (AI off, allowance used up, failed or refused). */
async function generated(deps: AiDeps, verse: string, reference: string): Promise<string | undefined> {
  if (!deps.ai.enabled || !deps.allowed) return undefined;
  try {
    const commentary = await commentaryContext(reference);
    const prompt =
      deps.language === 'es'
        ? reflectionPrompt(...(await inSpanish(verse, reference)), { commentary, language: 'es' })
        : reflectionPrompt(verse, reference, { commentary });
    const text = await grounded(deps, cleanReflection(await deps.ai.chat(prompt, { maxTokens: 450 })));
    if (!generatedTexts.reflection.isFailed(text)) return text;
    deps.log.warn({ reference }, 'AI reflection refused or empty; using the built-in one');
  } catch (err) {
    deps.log.warn({ err: (err as Error).message, reference }, 'AI reflection failed; using the built-in one');
  }
  return undefined;
}

/** The verse in the RV1909's words and book names, where it can be read there (else as given). */
async function inSpanish(verse: string, reference: string): Promise<[string, string]> {
  const text = (await readBible('rv1909')).lookup(reference)?.text;
  return text ? [text, localReference(reference, 'rv1909')] : [verse, reference];
}

const builtIn = async (deps: AiDeps, reference: string): Promise<ReflectionAnswer> => ({
  reflection: await builtInReflection(reference, deps.language),
  source: 'fallback',
});

/**
 * The shared reflection of a verse in `deps.language`, the one everybody reading in that language
 * reads (today's verse, the archive, /api/debug): one generated before for the same reference and
 * language; else a new one (kept for next time); else the built-in one (builtInReflection: Matthew
 * Henry's comment on the verse in English). A failed or refused answer is never shown.
 * `verse` MUST be text the server looked up itself (the WEB, the admin's scheduled scripture),
 * never a caller's: what is kept here is shown to everyone under `reference`.
 */
export async function reflectionFor(
  deps: AiDeps,
  verse: string,
  reference: string,
): Promise<ReflectionAnswer> {
  const stored = await findGeneratedReflection(deps.db, reference, deps.language);
  if (stored) return { reflection: stored, source: 'ai' };
  const text = await generated(deps, verse, reference);
  if (text === undefined) return builtIn(deps, reference);
  await storeGeneratedReflection(deps.db, reference, text, deps.language);
  return { reflection: text, source: 'ai' };
}

/** The words of a text, for comparing a caller's verse with the WEB's (case, spacing, punctuation aside). */
function words(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * POST /api/ai/reflection: a reflection for whoever asks. When the reference is in the WEB and the
 * caller's verse is its text, the caller gets the shared reflection (made from the server's own
 * text). Any other text (another translation, a paraphrase, a forgery) gets a reflection for this
 * caller only: generated from that text, never kept and never read from the shared entries.
 */
export async function reflectionForCaller(
  deps: AiDeps,
  verse: string,
  reference: string,
): Promise<ReflectionAnswer> {
  const passage = (await readBible()).lookup(reference);
  if (passage && words(passage.text) === words(verse)) {
    return reflectionFor(deps, passage.text, passage.reference);
  }
  const text = await generated(deps, verse, reference);
  return text === undefined ? builtIn(deps, reference) : { reflection: text, source: 'ai' };
}
