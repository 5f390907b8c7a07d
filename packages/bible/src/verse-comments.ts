import {
  COMMENTARY_CREDIT,
  type Commentary,
  type CommentCredit,
  TREASURY_CREDIT,
  type VerseComment,
} from './commentary';
import { parseReference } from './reference';
import { relatedCommentFinder } from './related-comment';
import type { Treasury } from './treasury';
import { type VerseWords, verseExcerpt } from './verse-excerpt';

/** What the comment on a verse is made from: Henry on the whole Bible, Spurgeon on the Psalms, the words. */
export interface VerseCommentSources {
  commentary: Commentary;
  treasury: Treasury;
  /** The words of a verse of a chapter (WEB and KJV), to find the sentences that speak to it. */
  words: (osis: string, chapter: number, verse: number) => string | undefined;
}

/** How many answers verseComment keeps before it starts again (a few MB at most). */
const MAX_KEPT = 2000;

/** A section this long that says nothing of the verse is about its other verses: look elsewhere. */
const LONG_SECTION_VERSES = 8;

/**
 * The reflection of a verse from the commentaries: for a psalm, Spurgeon's own exposition of the
 * verse (The Treasury of David); elsewhere, and where he has no comment, the sentences of Matthew
 * Henry's section that speak to the verse; where a long section says nothing of it (Nehemiah 9:6 in
 * Israel's confession), what either wrote where the same words come back (relatedCommentFinder).
 */
export function createVerseComments({ commentary, treasury, words }: VerseCommentSources) {
  let related: ReturnType<typeof relatedCommentFinder> | undefined;
  const elsewhere = (text: string, skip: VerseComment['section']) => {
    related ??= relatedCommentFinder([
      ...treasury.allComments().map((section) => ({ section, credit: TREASURY_CREDIT as CommentCredit })),
      ...commentary.allSections().map((section) => ({ section, credit: COMMENTARY_CREDIT as CommentCredit })),
    ]);
    return related(text, skip);
  };

  const answered = new Map<string, VerseComment | null>();

  function commentOn(reference: string): VerseComment | null {
    const first = reference.split(';')[0] ?? reference;
    const parsed = parseReference(first);
    if (!parsed) return null;
    const verse = parsed.verses[0] ?? 1;
    const ofChapter: VerseWords = (v) => words(parsed.book.osis, parsed.chapter, v);
    if (parsed.book.osis === 'Ps') {
      const comment = treasury.comment(parsed.chapter, verse);
      const excerpt = comment && verseExcerpt(comment, verse, ofChapter).text;
      if (comment && excerpt) return { excerpt, section: comment, credit: TREASURY_CREDIT };
    }
    const henry = commentary.verseComment(first, ofChapter);
    if (!henry) return null;
    const { speaks, ...comment } = henry;
    const text = ofChapter(verse);
    const long = comment.section.to - comment.section.from + 1 >= LONG_SECTION_VERSES;
    return (!speaks && long && text && elsewhere(text, comment.section)) || comment;
  }

  return {
    /**
     * The comment on a reference's first verse ('Matthew 28:5,6; 24:44': on Matthew 28:5), or null;
     * each answer kept (a reflection is asked for again with its credit, the archive's days again).
     */
    verseComment(reference: string): VerseComment | null {
      const kept = answered.get(reference);
      if (kept !== undefined) return kept;
      const comment = commentOn(reference);
      if (answered.size >= MAX_KEPT) answered.clear();
      answered.set(reference, comment);
      return comment;
    },
  };
}

export type VerseComments = ReturnType<typeof createVerseComments>;
