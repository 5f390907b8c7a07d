import { isOnlyQuotation, joinSentences, type Sentence, sentencesOf } from './comment-sentences';
import { contentStems } from './comment-words';

/** The excerpt's length in words: something to think about that fits a phone screen. */
export const EXCERPT_MIN_WORDS = 60;
export const EXCERPT_MAX_WORDS = 120;

/** A comment on the verses `from`..`to` of a chapter (Henry's section, Spurgeon's note). */
export interface CommentText {
  from: number;
  to: number;
  text: string;
}

/** The words of verse n (the WEB's and the KJV's, as the commentators quote the KJV), if known. */
export type VerseWords = (verse: number) => string | undefined;

/** The part of a comment that speaks to one verse, and whether anything in it does. */
export interface VerseExcerpt {
  text: string;
  /** false when no sentence names the verse or shares its words (a long section about others). */
  speaks: boolean;
}

const MENTION = /\b(?:verses?|ver\.|vs\.|v\.)\s*(\d+)(?:\s*[-\u2013]\s*(\d+))?/gi;

/** The verses a sentence names ('ver. 6', 'v. 5', 'verses 3-5'), or undefined when it names none. */
function namedVerses(text: string): Array<[number, number]> | undefined {
  const ranges = [...text.matchAll(MENTION)].map((m): [number, number] => {
    const from = Number(m[1]);
    return [from, Math.max(from, Number(m[2] ?? from))];
  });
  return ranges.length ? ranges : undefined;
}

/**
 * How much each sentence speaks to `verse` and not to the section's other verses: the verse's words
 * it shares (a word only this verse has counts most), a verse it names ('ver. 6', carried on to the
 * sentences after it until another is named), and a little for standing where the verse would be.
 */
export function sentenceScores(
  sentences: readonly Sentence[],
  section: CommentText,
  verse: number,
  words?: VerseWords,
): number[] {
  const span = section.to - section.from + 1;
  const stems = new Map<number, Set<string>>();
  for (let v = section.from; v <= section.to && words; v++) stems.set(v, contentStems(words(v) ?? ''));
  const versesHaving = new Map<string, number>();
  for (const set of stems.values()) for (const s of set) versesHaving.set(s, (versesHaving.get(s) ?? 0) + 1);
  const weight = (s: string) => 1 / (versesHaving.get(s) ?? 1);
  const overlap = (sentence: Set<string>, v: number) =>
    [...(stems.get(v) ?? [])].reduce((sum, s) => sum + (sentence.has(s) ? weight(s) : 0), 0);
  const total = sentences.reduce((sum, s) => sum + s.words, 0) || 1;
  const where = (verse - section.from + 0.5) / span;
  let named: Array<[number, number]> | undefined;
  let seen = 0;
  return sentences.map((sentence) => {
    const own = namedVerses(sentence.text);
    named = own ?? named;
    const mid = (seen + sentence.words / 2) / total;
    seen += sentence.words;
    if (span === 1) return 1 - mid;
    const sentenceStems = contentStems(sentence.text);
    let others = 0;
    for (let v = section.from; v <= section.to; v++) {
      if (v !== verse) others = Math.max(others, overlap(sentenceStems, v));
    }
    const naming = named?.some(([a, b]) => a <= verse && verse <= b);
    const mention = named ? (naming ? (own ? 3 : 1.5) : own ? -2 : -1) : 0;
    const position = Math.max(0, 0.5 - Math.abs(mid - where));
    return overlap(sentenceStems, verse) - 0.5 * others + mention + position;
  });
}

/** The score from which a sentence after the first still speaks to the verse (goes in the excerpt). */
const SPEAKS = 1.2;
/** The score from which a comment is about the verse at all (a word only it has, or its number). */
const ABOUT = 0.9;

/**
 * Whole sentences around the one at `anchor`: the sentences after it and before it while they still
 * speak (the commentators go on from a verse), then before or after, whichever speaks more, up to
 * EXCERPT_MIN_WORDS (only after, not `back`, in another passage); never beyond EXCERPT_MAX_WORDS (a
 * longer first sentence is cut at a clause).
 */
export function windowAround(
  sentences: readonly Sentence[],
  scores: readonly number[],
  anchor: number,
  { back = true }: { back?: boolean } = {},
) {
  let start = anchor;
  let end = anchor + 1;
  let count = sentences[anchor]?.words ?? 0;
  const fits = (i: number) => count + (sentences[i]?.words ?? Number.POSITIVE_INFINITY) <= EXCERPT_MAX_WORDS;
  const score = (i: number) => scores[i] ?? Number.NEGATIVE_INFINITY;
  const take = (i: number) => {
    count += sentences[i]?.words ?? 0;
    if (i < start) start = i;
    else end = i + 1;
  };
  while (end < sentences.length && fits(end) && score(end) >= SPEAKS) take(end);
  while (start > 0 && fits(start - 1) && score(start - 1) >= SPEAKS) take(start - 1);
  while (count < EXCERPT_MIN_WORDS) {
    const next = end < sentences.length && fits(end) ? end : undefined;
    const before = sentences[start - 1];
    const previous =
      back && before && fits(start - 1) && !isOnlyQuotation(before.text) ? start - 1 : undefined;
    const pick =
      next === undefined
        ? previous
        : previous === undefined || score(next) >= score(previous)
          ? next
          : previous;
    if (pick === undefined) break;
    take(pick);
  }
  while (end < sentences.length && fits(end) && score(end) >= SPEAKS) take(end);
  let chosen = sentences.slice(start, end);
  if (chosen.length > 1 && chosen[0] && isOnlyQuotation(chosen[0].text)) chosen = chosen.slice(1);
  const first = chosen[0];
  if (chosen.length === 1 && first && first.words > EXCERPT_MAX_WORDS) return cutLongSentence(first.text);
  return joinSentences(chosen);
}

/** A sentence too long for the excerpt, cut at its last clause (';' or ':') within the limit. */
export function cutLongSentence(text: string): string {
  const words = text.split(/\s+/).slice(0, EXCERPT_MAX_WORDS).join(' ');
  const clause = Math.max(words.lastIndexOf(';'), words.lastIndexOf(':'));
  const cut = clause > 0 ? `${words.slice(0, clause)}.` : `${words.replace(/[,;:]?$/, '')}\u2026`;
  return (cut.match(/"/g) ?? []).length % 2 === 1 ? cut.replace(/"/g, '') : cut;
}

/**
 * The part of a comment that speaks to `verse`: the sentence that speaks to it most (sentenceScores;
 * never a heading, never the bare quotation of the verse) and whole sentences around it.
 */
export function verseExcerpt(section: CommentText, verse: number, words?: VerseWords): VerseExcerpt {
  const sentences = sentencesOf(section.text);
  if (sentences.length === 0) return { text: '', speaks: false };
  const scores = sentenceScores(sentences, section, verse, words);
  let anchor = -1;
  scores.forEach((score, i) => {
    const candidate = sentences[i];
    if (candidate && !isOnlyQuotation(candidate.text) && (anchor < 0 || score > (scores[anchor] ?? 0))) {
      anchor = i;
    }
  });
  anchor = Math.max(anchor, 0);
  const speaks = section.from === section.to || (scores[anchor] ?? 0) >= ABOUT;
  return { text: windowAround(sentences, scores, anchor), speaks };
}

/** verseExcerpt's text alone. */
export const excerptFor = (section: CommentText, verse: number, words?: VerseWords): string =>
  verseExcerpt(section, verse, words).text;
