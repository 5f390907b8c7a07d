import { parseReference } from './reference';

/** Matthew Henry's Concise Commentary as data/mhcc-commentary.json holds it (see data/README.md). */
export interface CommentaryData {
  title: string;
  license: string;
  books: Array<{
    name: string;
    osis: string;
    chapters: Array<{ outline: string[]; sections: Array<{ from: number; to: number; text: string }> }>;
  }>;
}

export const COMMENTARY_CREDIT = 'Matthew Henry, Concise Commentary';

/** The excerpt's length in words: enough to say something, short enough to read in a minute. */
export const EXCERPT_MIN_WORDS = 120;
export const EXCERPT_MAX_WORDS = 220;

/** One section of the commentary: the verses `from`..`to` of a chapter and what Henry wrote on them. */
export interface CommentarySection {
  /** 'Hebrews 4:11-16' */
  reference: string;
  from: number;
  to: number;
  text: string;
}

/** The comment on one verse: the part of its section that speaks to it, the whole section, the credit. */
export interface VerseComment {
  excerpt: string;
  section: CommentarySection;
  credit: typeof COMMENTARY_CREDIT;
}

export type Commentary = ReturnType<typeof createCommentary>;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

interface Sentence {
  text: string;
  paragraph: number;
  words: number;
}

/** The sentences of a section, each knowing its paragraph (paragraphs are apart by a blank line). */
function sentencesOf(text: string): Sentence[] {
  return text.split(/\n\s*\n/).flatMap((paragraph, index) =>
    paragraph
      .trim()
      .split(/(?<=[.!?][)"'\u2019\u201d]*)\s+(?=["'(\u2018\u201c]?[A-Z])/)
      .filter((s) => s.trim())
      .map((s) => ({ text: s.trim(), paragraph: index, words: wordCount(s) })),
  );
}

function joined(sentences: Sentence[]): string {
  let out = '';
  sentences.forEach((s, i) => {
    const previous = sentences[i - 1];
    out += i === 0 ? s.text : `${previous && previous.paragraph !== s.paragraph ? '\n\n' : ' '}${s.text}`;
  });
  return out;
}

/** A sentence too long for the excerpt, cut at its last clause (';' or ':') within the limit. */
function cutLongSentence(text: string): string {
  const words = text.split(/\s+/).slice(0, EXCERPT_MAX_WORDS).join(' ');
  const clause = Math.max(words.lastIndexOf(';'), words.lastIndexOf(':'));
  return clause > 0 ? `${words.slice(0, clause)}.` : `${words.replace(/[,;:]?$/, '')}\u2026`;
}

/**
 * The part of a section that speaks to `verse`: Henry goes through a section's verses in order, so
 * the excerpt starts at the sentence as far into the text as the verse is into the section's range,
 * then takes whole sentences up to EXCERPT_MAX_WORDS, reaching back when the rest is too short.
 */
export function excerptFor(section: { from: number; to: number; text: string }, verse: number): string {
  const sentences = sentencesOf(section.text);
  const total = sentences.reduce((sum, s) => sum + s.words, 0);
  if (total <= EXCERPT_MAX_WORDS) return joined(sentences);
  const span = section.to - section.from + 1;
  const target = Math.floor((Math.max(0, verse - section.from) / span) * total);
  let start = 0;
  for (let seen = 0; start < sentences.length - 1; start++) {
    seen += sentences[start]?.words ?? 0;
    if (seen > target) break;
  }
  let end = start;
  let count = 0;
  while (
    end < sentences.length &&
    (count === 0 || count + (sentences[end]?.words ?? 0) <= EXCERPT_MAX_WORDS)
  ) {
    count += sentences[end]?.words ?? 0;
    end++;
  }
  while (
    start > 0 &&
    count < EXCERPT_MIN_WORDS &&
    count + (sentences[start - 1]?.words ?? 0) <= EXCERPT_MAX_WORDS
  ) {
    start--;
    count += sentences[start]?.words ?? 0;
  }
  const chosen = sentences.slice(start, end);
  if (count > EXCERPT_MAX_WORDS && chosen.length === 1 && chosen[0]) return cutLongSentence(chosen[0].text);
  return joined(chosen);
}

/** Looks up the commentary by reference ('Hebrews 4:16', 'Psalm 23', 'John 3:16-18'). */
export function createCommentary(data: CommentaryData) {
  const byOsis = new Map(data.books.map((b) => [b.osis, b]));

  function sectionsOfChapter(osis: string, chapter: number): CommentarySection[] {
    const book = byOsis.get(osis);
    const sections = book?.chapters[chapter - 1]?.sections ?? [];
    return sections.map((s) => ({
      reference: `${book?.name} ${chapter}:${s.from === s.to ? s.from : `${s.from}-${s.to}`}`,
      ...s,
    }));
  }

  return {
    /** One book's outline and sections by chapter (the unit a device keeps), or undefined. */
    book(osis: string): CommentaryData['books'][number] | undefined {
      return byOsis.get(osis);
    },
    /** The comment on a reference's first verse (verse 1 for a whole chapter), or null without a section. */
    verseComment(reference: string): VerseComment | null {
      const parsed = parseReference(reference);
      if (!parsed) return null;
      const verse = parsed.verses[0] ?? 1;
      const section = sectionsOfChapter(parsed.book.osis, parsed.chapter).find(
        (s) => s.from <= verse && verse <= s.to,
      );
      if (!section) return null;
      return { excerpt: excerptFor(section, verse), section, credit: COMMENTARY_CREDIT };
    },
    /** Every section holding one of the reference's verses (the whole chapter's when none is named). */
    sectionsFor(reference: string): CommentarySection[] {
      const parsed = parseReference(reference);
      if (!parsed) return [];
      const all = sectionsOfChapter(parsed.book.osis, parsed.chapter);
      if (parsed.verses.length === 0) return all;
      return all.filter((s) => parsed.verses.some((v) => s.from <= v && v <= s.to));
    },
  };
}
