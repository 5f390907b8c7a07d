import { BOOKS, passageLabel, readerPath } from '@reign/bible';
import type { HighlightColour } from '@reign/contract/study';
import type { StudyMarks } from '../../../data/study-queries';

export const STUDY_KINDS = ['all', 'highlights', 'notes', 'bookmarks'] as const;
export type StudyKind = (typeof STUDY_KINDS)[number];

/** One line of My study: a highlight, a note or a bookmark, with where it opens the reader. */
export interface StudyItem {
  kind: Exclude<StudyKind, 'all'>;
  id: string;
  book: string;
  chapter: number;
  from: number;
  to: number;
  /** 'John 3:16-17' */
  reference: string;
  /** the reader at the verses */
  path: string;
  colour?: HighlightColour;
  text?: string;
  updatedAt: string;
}

export interface StudyFilter {
  kind: StudyKind;
  /** an OSIS id, or '' for every book */
  book: string;
  /** a colour, or '' for every colour (only highlights have one) */
  colour: HighlightColour | '';
  /** words a note holds (only notes are searched) */
  query: string;
}

const bookName = (osis: string) => BOOKS.find((b) => b.osis === osis)?.name ?? osis;

/** Every mark as an item, newest change first. */
export function studyItems(marks: StudyMarks): StudyItem[] {
  const item = (
    kind: StudyItem['kind'],
    m: { id: string; book: string; chapter: number; updatedAt: string },
    from: number,
    to: number,
    extra: Partial<StudyItem> = {},
  ): StudyItem => ({
    kind,
    id: m.id,
    book: m.book,
    chapter: m.chapter,
    from,
    to,
    reference: passageLabel(m.book, m.chapter, from, to),
    path: readerPath(bookName(m.book), m.chapter, { from, to }),
    updatedAt: m.updatedAt,
    ...extra,
  });
  return [
    ...marks.highlights.map((h) => item('highlights', h, h.verse, h.verse, { colour: h.colour })),
    ...marks.notes.map((n) => item('notes', n, n.verseStart, n.verseEnd, { text: n.text })),
    ...marks.bookmarks.map((b) => item('bookmarks', b, b.verse, b.verse)),
  ].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

/** The items a filter keeps: a search keeps only the notes that hold it. */
export function filterItems(items: readonly StudyItem[], filter: StudyFilter): StudyItem[] {
  const query = filter.query.trim().toLowerCase();
  return items.filter(
    (i) =>
      (filter.kind === 'all' || i.kind === filter.kind) &&
      (!filter.book || i.book === filter.book) &&
      (!filter.colour || i.colour === filter.colour) &&
      (!query || (i.kind === 'notes' && (i.text ?? '').toLowerCase().includes(query))),
  );
}

/** The books that have marks, in canonical order, as the book filter offers them. */
export function booksOf(items: readonly StudyItem[]): { value: string; label: string }[] {
  const have = new Set(items.map((i) => i.book));
  return BOOKS.filter((b) => have.has(b.osis)).map((b) => ({ value: b.osis, label: b.name }));
}
