import { BOOKS, chaptersIn, versesIn } from '@reign/bible';
import type { Bookmark, CodedMessage, Highlight, Note } from '@reign/contract';
import { changedLive, createdOnce, type MutationInput, type Stored, tombstone, withChanges } from './rows';

/**
 * Study marks (issue 38): highlights and bookmarks are one row per verse (their id is the verse's,
 * `verseMarkId`), made again after a removal; notes are rows of their own, on a passage of one
 * chapter. The rules of both sides: the server's study service and the device's local apply.
 */

export type HighlightInput = MutationInput<'highlight.set'>;
export type BookmarkInput = MutationInput<'bookmark.set'>;
export type NoteInput = MutationInput<'note.create'>;
export type NoteChanges = Partial<MutationInput<'note.update'>['changes']>;

/**
 * Why a passage is not one of the Bible (an unknown book, a chapter or verse past its end, a range
 * that runs backwards), as the contract's message (studyMessages); null when it is.
 */
export function verseRangeProblem(
  book: string,
  chapter: number,
  verseStart: number,
  verseEnd = verseStart,
): CodedMessage | null {
  const info = BOOKS.find((b) => b.osis === book);
  if (!info) return { code: 'study.unknownBook', values: { book } };
  const chapters = chaptersIn(book);
  if (chapter < 1 || chapter > chapters)
    return { code: 'study.chapterOutOfRange', values: { book: info.name, chapters } };
  const verses = versesIn(book, chapter);
  if (verseStart < 1 || verseEnd > verses || verseStart > verses)
    return { code: 'study.verseOutOfRange', values: { book: info.name, chapter, verses } };
  if (verseEnd < verseStart) return { code: 'study.reversed' };
  return null;
}

/**
 * The verse's highlight after 'highlight.set': a new one, one made again after a removal (its
 * first creation time kept), or the colour changed; null when it already has that colour.
 */
export function highlightAfterSet(
  stored: Stored<Highlight> | undefined,
  input: HighlightInput,
  at: string,
): Stored<Highlight> | null {
  if (stored && !stored.deleted && stored.colour === input.colour) return null;
  return {
    id: input.id,
    book: input.book,
    chapter: input.chapter,
    verse: input.verse,
    colour: input.colour,
    createdAt: stored?.createdAt ?? at,
    updatedAt: at,
    deleted: false,
  };
}

/** The verse's bookmark after 'bookmark.set': new, or made again after a removal; null when it is there. */
export function bookmarkAfterSet(
  stored: Stored<Bookmark> | undefined,
  input: BookmarkInput,
  at: string,
): Stored<Bookmark> | null {
  if (stored && !stored.deleted) return null;
  return {
    id: input.id,
    book: input.book,
    chapter: input.chapter,
    verse: input.verse,
    createdAt: stored?.createdAt ?? at,
    updatedAt: at,
    deleted: false,
  };
}

/** A highlight's or bookmark's removal: its tombstone, or null when removed already. */
export function markAfterDelete<R extends Stored<{ updatedAt: string }>>(row: R, at: string): R | null {
  return tombstone(row, at);
}

/** A new note on a passage, made at `at`. */
export function newNote(input: NoteInput, at: string): Stored<Note> {
  return {
    id: input.id,
    book: input.book,
    chapter: input.chapter,
    verseStart: input.verseStart,
    verseEnd: input.verseEnd,
    text: input.text,
    createdAt: at,
    updatedAt: at,
    deleted: false,
  };
}

/** The note a create makes, or null when its id is stored already (a create sent twice is one note). */
export const noteAfterCreate = createdOnce(newNote);

/** The note with its new text, or null when it is deleted (the delete wins). */
export function noteAfterUpdate<R extends Stored<Note>>(row: R, changes: NoteChanges, at: string): R | null {
  return changedLive(row, (n) => withChanges<Note, R>(n, changes), at);
}

/** A note's delete: its tombstone, or null when deleted already. */
export function noteAfterDelete<R extends Stored<Note>>(row: R, at: string): R | null {
  return tombstone(row, at);
}

/** Whether a note's text holds a search (any case). */
export function noteMatches(note: Note, query: string): boolean {
  const q = query.trim().toLowerCase();
  return !q || note.text.toLowerCase().includes(q);
}
