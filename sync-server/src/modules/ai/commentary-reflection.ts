import type { CommentCredit, VerseComment } from '@reign/bible';
import { readVerseComments, readVerseEchoes } from '@reign/bible/node';
import { composeReflectionEs } from '@reign/bible/reflection-es';
import type { Language } from '@reign/contract/language-list';
import { fallbackReflection } from '@reign/domain';

/**
 * The comment on a reference's (first) verse: Spurgeon's on a psalm, else the sentences of Matthew
 * Henry's that speak to it (readVerseComments), or null where neither has one.
 */
export async function commentaryOn(reference: string): Promise<VerseComment | null> {
  return (await readVerseComments()).verseComment(reference);
}

/**
 * Builds what a day's built-in reflection reads (the commentaries' index by verse, Nave's passages
 * in the RV1909) ahead of the first request that needs it: that request would otherwise wait the
 * 2 to 4 s of building them (server.ts starts it once the server listens).
 */
export async function warmReflections(): Promise<void> {
  await Promise.all([readVerseComments(), readVerseEchoes()]);
}

/** The whole comment a verse's reflection comes from, named, as the AI's background (prompts.ts). */
export async function commentaryContext(
  reference: string,
): Promise<{ reference: string; text: string; credit: CommentCredit } | undefined> {
  const comment = await commentaryOn(reference);
  return comment
    ? { reference: comment.section.reference, text: comment.section.text, credit: comment.credit }
    : undefined;
}

/**
 * The reflection of a verse nobody wrote one for (no AI, AI failed, nothing kept): in English,
 * the commentary's sentences on the verse (commentaryOn), the built-in template only where neither
 * commentary has a comment (a chapter they skip, a reference it cannot read); in Spanish, Scripture
 * explaining Scripture: other passages the verse's Nave's topics name, in the RV1909 with a short
 * frame (reflection-es.ts), the book's built-in one where Nave's names none that quote well.
 */
export async function builtInReflection(reference: string, language: Language = 'en'): Promise<string> {
  if (language === 'es') {
    const echoes = (await readVerseEchoes()).echoesOf(reference);
    return composeReflectionEs(reference, echoes) ?? fallbackReflection(reference, language);
  }
  if (language !== 'en') return fallbackReflection(reference, language);
  return (await commentaryOn(reference))?.excerpt ?? fallbackReflection(reference);
}

/**
 * `{ credit }` when a reflection shown for a reference is a commentary's comment (so the app can
 * credit Henry or Spurgeon and offer the whole comment), else nothing: added beside `reflection`.
 */
export async function commentaryCredit(
  reference: string,
  reflection: string | null,
): Promise<{ credit?: CommentCredit }> {
  if (!reflection) return {};
  const comment = await commentaryOn(reference);
  return comment && comment.excerpt === reflection ? { credit: comment.credit } : {};
}
