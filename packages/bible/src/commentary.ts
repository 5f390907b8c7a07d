import { parseReference } from './reference';
import { type VerseWords, verseExcerpt } from './verse-excerpt';

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
export const TREASURY_CREDIT = 'C. H. Spurgeon, The Treasury of David';
export type CommentCredit = typeof COMMENTARY_CREDIT | typeof TREASURY_CREDIT;

/** One section of the commentary: the verses `from`..`to` of a chapter and what Henry wrote on them. */
export interface CommentarySection {
  /** 'Hebrews 4:11-16' */
  reference: string;
  from: number;
  to: number;
  text: string;
}

/**
 * The comment on one verse: the part that speaks to it (paragraphs apart with a blank line), the
 * whole comment it comes from ('Read the whole comment'), and whose it is.
 */
export interface VerseComment {
  excerpt: string;
  section: CommentarySection;
  credit: CommentCredit;
}

export type Commentary = ReturnType<typeof createCommentary>;

/** Sections that a few chapters' outlines hold by mistake ('Verses 1-4 "That day," seems...': Isaiah 26). */
function sectionsInOutline(outline: readonly string[]) {
  return outline.flatMap((line) => {
    const match = /^Verses? (\d+)(?:\s*-\s*(\d+))?\s*\.?\s+([\s\S]{80,})$/.exec(line);
    if (!match) return [];
    const from = Number(match[1]);
    return [{ from, to: Number(match[2] ?? from), text: match[3] ?? '' }];
  });
}

/** Looks up the commentary by reference ('Hebrews 4:16', 'Psalm 23', 'John 3:16-18'). */
export function createCommentary(data: CommentaryData) {
  const byOsis = new Map(data.books.map((b) => [b.osis, b]));

  function sectionsOfChapter(osis: string, chapter: number): CommentarySection[] {
    const book = byOsis.get(osis);
    const found = book?.chapters[chapter - 1];
    const sections = found ? [...sectionsInOutline(found.outline), ...found.sections] : [];
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
    /**
     * The comment on a reference's first verse (verse 1 for a whole chapter), or null without a
     * section: with the verses' words, the sentences that speak to the verse (verseExcerpt), and
     * whether any does (`speaks`).
     */
    verseComment(reference: string, words?: VerseWords): (VerseComment & { speaks: boolean }) | null {
      const parsed = parseReference(reference);
      if (!parsed) return null;
      const verse = parsed.verses[0] ?? 1;
      const section = sectionsOfChapter(parsed.book.osis, parsed.chapter).find(
        (s) => s.from <= verse && verse <= s.to,
      );
      if (!section) return null;
      const { text, speaks } = verseExcerpt(section, verse, words);
      return { excerpt: text, section, credit: COMMENTARY_CREDIT, speaks };
    },
    /** Every section of the commentary, book by book. */
    allSections(): CommentarySection[] {
      return data.books.flatMap((b) => b.chapters.flatMap((_, i) => sectionsOfChapter(b.osis, i + 1)));
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
