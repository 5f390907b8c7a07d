import type { Bookmark, Highlight, Note } from '@reign/contract';
import type { SyncFields } from '@reign/sync/device/types';
import { useDataHandle, useOpenDataSession } from './context';
import { useFirstSyncSettled } from './first-sync';
import { guestWrote } from './guest-wrote';
import { useLiveRows } from './live';

/** The study marks (issue 38) of the account on this device, newest change first. */
export interface StudyMarks {
  highlights: Highlight[];
  notes: Note[];
  bookmarks: Bookmark[];
}

function liveNewestFirst<T extends SyncFields & { updatedAt: string }>(
  rows: T[],
): Omit<T, keyof SyncFields>[] {
  return rows
    .filter((r) => !r.deleted)
    .map(({ version: _v, deleted: _d, ...rest }) => rest)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

const NO_MARKS: StudyMarks = { highlights: [], notes: [], bookmarks: [] };

/**
 * Every highlight, note and bookmark, newest change first; undefined while loading (and, on a new
 * device, until its first sync has answered: data/first-sync.ts). Live. A guest who never wrote on
 * this device has none, said at once without opening a database.
 */
export function useStudyMarks(): StudyMarks | undefined {
  const wrote = guestWrote();
  const handle = useDataHandle();
  const session = useOpenDataSession(wrote);
  const settled = useFirstSyncSettled(session);
  const marks = useLiveRows(
    session,
    async (db) => ({
      highlights: liveNewestFirst(await db.highlights.toArray()),
      notes: liveNewestFirst(await db.notes.toArray()),
      bookmarks: liveNewestFirst(await db.bookmarks.toArray()),
    }),
    [],
  );
  if (handle?.userId === null && !wrote && !session) return NO_MARKS;
  return settled ? marks : undefined;
}

/**
 * The marks of one chapter (the reader draws them in every translation); empty while loading. Live.
 * A guest who never wrote here has none: their database is not opened for them (a long task on a
 * phone while the chapter starts), until a first mark opens it.
 */
export function useChapterMarks(book: string, chapter: number): StudyMarks | undefined {
  return useLiveRows(
    useOpenDataSession(guestWrote()),
    async (db) => {
      const inChapter = <T extends { chapter: number }>(rows: T[]) =>
        rows.filter((r) => r.chapter === chapter);
      return {
        highlights: liveNewestFirst(inChapter(await db.highlights.where('book').equals(book).toArray())),
        notes: liveNewestFirst(inChapter(await db.notes.where('book').equals(book).toArray())),
        bookmarks: liveNewestFirst(inChapter(await db.bookmarks.where('book').equals(book).toArray())),
      };
    },
    [book, chapter],
  );
}
