import type { COMMENTARY_CREDIT, VerseComment } from '@reign/bible';
import { readCommentary } from '@reign/bible/node';
import type { Language } from '@reign/contract/language-list';
import { fallbackReflection } from '@reign/domain';

/** Matthew Henry's comment on a reference's (first) verse, or null where the commentary has none. */
export async function commentaryOn(reference: string): Promise<VerseComment | null> {
  return (await readCommentary()).verseComment(reference);
}

/**
 * The reflection of a verse nobody wrote one for (no AI, AI failed, nothing kept): in English,
 * Matthew Henry's comment on the section holding the verse (the part of it that speaks to the
 * verse), the built-in template only where the commentary has no section (a chapter it skips, a
 * reference it cannot read); in another language, the built-in one written in it (his commentary is
 * English: the reader offers it, labelled so).
 */
export async function builtInReflection(reference: string, language: Language = 'en'): Promise<string> {
  if (language !== 'en') return fallbackReflection(reference, language);
  return (await commentaryOn(reference))?.excerpt ?? fallbackReflection(reference);
}

/**
 * `{ credit }` when a reflection shown for a reference is Matthew Henry's comment (so the app can
 * credit him and offer the whole section), else nothing: added to the answers beside `reflection`.
 */
export async function commentaryCredit(
  reference: string,
  reflection: string | null,
): Promise<{ credit?: typeof COMMENTARY_CREDIT }> {
  if (!reflection) return {};
  const comment = await commentaryOn(reference);
  return comment && comment.excerpt === reflection ? { credit: comment.credit } : {};
}
