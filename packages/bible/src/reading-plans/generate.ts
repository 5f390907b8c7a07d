import { BOOKS } from '../books';
import { VERSE_COUNTS } from '../verse-counts';
import { chooseCuts, cutsOf, cutVerses } from './balance';
import { type PlanPassage, passagesLabel } from './passages';

/** One day of a reading plan. */
export interface PlanDay {
  /** 1 for the first day */
  day: number;
  passages: PlanPassage[];
  /** 'Genesis 1–3', 'Psalm 119:1–88' */
  label: string;
  verses: number;
}

interface Chapter {
  book: string;
  chapter: number;
  verses: number;
  /** verses before it in the reading */
  start: number;
}

/** The chapters of the books (canonical order indexes) in canonical order, each once. */
function chaptersOf(bookOrders: readonly number[]): Chapter[] {
  const chapters: Chapter[] = [];
  let start = 0;
  for (const order of [...new Set(bookOrders)].sort((a, b) => a - b)) {
    const book = BOOKS[order];
    const counts = VERSE_COUNTS[order];
    if (!book || !counts) continue;
    counts.forEach((verses, index) => {
      chapters.push({ book: book.name, chapter: index + 1, verses, start });
      start += verses;
    });
  }
  return chapters;
}

/** The verses of the books (canonical order indexes), each book once. */
export function versesOfBooks(bookOrders: readonly number[]): number {
  return chaptersOf(bookOrders).reduce((sum, c) => sum + c.verses, 0);
}

/** Where each day ends, in verses from the start: at chapter ends, inside a chapter only when needed. */
function dayEnds(chapters: readonly Chapter[], total: number, days: number): number[] {
  const chapterEnds = chapters.map((c) => c.start + c.verses);
  const cuts = cutsOf(chapterEnds, total / days);
  const chosen = chooseCuts(cuts, days);
  if (chosen) return chosen.map((i) => cuts[i]?.at ?? total);
  return cutVerses(chapterEnds, total, days);
}

/** The passages of the verses from `start` (inclusive) to `end` (exclusive) of the reading. */
function passagesBetween(chapters: readonly Chapter[], start: number, end: number): PlanPassage[] {
  const passages: PlanPassage[] = [];
  for (const c of chapters) {
    const from = Math.max(start, c.start) - c.start;
    const to = Math.min(end, c.start + c.verses) - c.start;
    if (to <= from) continue;
    const whole = from === 0 && to === c.verses;
    passages.push({
      book: c.book,
      chapter: c.chapter,
      ...(whole ? {} : { verses: { from: from + 1, to } }),
    });
  }
  return passages;
}

/**
 * A plan reading the books (canonical order indexes, each once, in canonical order) in `days` days:
 * every verse exactly once, in order, each day about as long as the others (balance.ts). The caller
 * checks the days first (planLengthProblem).
 */
export function generatePlan(bookOrders: readonly number[], days: number): PlanDay[] {
  const chapters = chaptersOf(bookOrders);
  const total = chapters.reduce((sum, c) => sum + c.verses, 0);
  if (total === 0 || days < 1) return [];
  const ends = dayEnds(chapters, total, Math.min(days, total));
  let start = 0;
  return ends.map((end, index) => {
    const passages = passagesBetween(chapters, start, end);
    const day = { day: index + 1, passages, label: passagesLabel(passages), verses: end - start };
    start = end;
    return day;
  });
}
