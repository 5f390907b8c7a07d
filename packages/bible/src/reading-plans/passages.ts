import { BOOKS } from '../books';
import { readerPath } from '../reader-paths';
import { VERSE_COUNTS } from '../verse-counts';

/** One chapter, or some of its verses, read on a plan's day. */
export interface PlanPassage {
  /** the book's English name, as BOOKS has it ('Psalms') */
  book: string;
  chapter: number;
  /** only when part of the chapter is read */
  verses?: { from: number; to: number };
}

/** The reader at a passage, e.g. '/bible/Psalms/119#1-88'. */
export function passagePath(passage: PlanPassage): string {
  return readerPath(passage.book, passage.chapter, passage.verses);
}

/** How a book is named before one chapter of it: 'Psalm 23', but 'Psalms 1–3'. */
function bookLabel(book: string, chapters: number): string {
  return book === 'Psalms' && chapters === 1 ? 'Psalm' : book;
}

/** A book of one chapter is named without it ('Jude', 'Jude 1:5–10' keeps the verse). */
function oneChapterBook(book: string): boolean {
  const order = BOOKS.find((b) => b.name === book)?.order;
  return order !== undefined && VERSE_COUNTS[order]?.length === 1;
}

/**
 * A day's passages as people read them: consecutive whole chapters of a book run together
 * ('Genesis 1–3'), part of a chapter names its verses ('Psalm 119:1–88'), runs are joined by '; '.
 */
export function passagesLabel(passages: readonly PlanPassage[]): string {
  const parts: string[] = [];
  let run: { book: string; first: number; last: number } | null = null;
  const closeRun = () => {
    if (!run) return;
    const count = run.last - run.first + 1;
    const name = bookLabel(run.book, count);
    if (oneChapterBook(run.book)) parts.push(run.book);
    else parts.push(count === 1 ? `${name} ${run.first}` : `${name} ${run.first}–${run.last}`);
    run = null;
  };
  for (const passage of passages) {
    if (passage.verses) {
      closeRun();
      const { from, to } = passage.verses;
      const verses = from === to ? `${from}` : `${from}–${to}`;
      const chapter = oneChapterBook(passage.book) ? '' : `${passage.chapter}:`;
      parts.push(`${bookLabel(passage.book, 1)} ${chapter}${verses}`);
    } else if (run && run.book === passage.book && run.last + 1 === passage.chapter) {
      run.last = passage.chapter;
    } else {
      closeRun();
      run = { book: passage.book, first: passage.chapter, last: passage.chapter };
    }
  }
  closeRun();
  return parts.join('; ');
}
